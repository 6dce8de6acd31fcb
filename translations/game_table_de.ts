<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../desktop_app/ui/crash.py" line="+141"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game Table ran into an unexpected error. Your game was saved: choose Continue on the home screen to go on from this point.</source>
        <translation>In Game Table ist ein unerwarteter Fehler aufgetreten. Dein Spiel wurde gespeichert: Wähle auf dem Startbildschirm „Fortsetzen“, um an dieser Stelle weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game Table ran into an unexpected error. The game could not be saved now; the last automatic save is kept.</source>
        <translation>In Game Table ist ein unerwarteter Fehler aufgetreten. Das Spiel konnte jetzt nicht gespeichert werden; der letzte automatische Spielstand bleibt erhalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game Table ran into an unexpected error.</source>
        <translation>In Game Table ist ein unerwarteter Fehler aufgetreten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please send us the bug report (it contains the game and its moves, nothing else). The details are also in the log files in %1.</source>
        <translation>Bitte schick uns den Fehlerbericht (er enthält das Spiel und seine Züge, sonst nichts). Die Einzelheiten stehen auch in den Protokolldateien in %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Copy bug report</source>
        <translation>Fehlerbericht kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../desktop_app/ui/log_view.py" line="+23"/>
        <location line="+7"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>GameOption</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="+30"/>
        <source>Hypothesis cards (solo)</source>
        <translation>Hypothesenkarten (Solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Hypothesis cards for a harder solo game.</source>
        <translation>Zwei Hypothesenkarten ziehen – für ein schwierigeres Solospiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advice cards (solo)</source>
        <translation>Ratschlagkarten (Solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Advice cards for a harder solo game.</source>
        <translation>Zwei Ratschlagkarten ziehen – für ein schwierigeres Solospiel.</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <location line="-5"/>
        <source>Draft celestial cards and draw the best system of the heavens on a 3×3 table.</source>
        <translation>Himmelskarten auswählen und auf einem 3×3-Tisch das beste System des Himmels entwerfen.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../desktop_app/ui/scene_registry.py" line="+131"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>GameTitle</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="-1"/>
        <source>Copernico</source>
        <translation>Copernico</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../desktop_app/ui/handover.py" line="+86"/>
        <source>Please pass the screen to %1.</source>
        <translation>Bitte gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything private is hidden. When %1 is at the screen, click the button below.</source>
        <translation>Alles Private ist verdeckt. Sobald %1 vor dem Bildschirm sitzt, auf die Schaltfläche unten klicken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I am %1, show my cards</source>
        <translation>Ich bin %1 – meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop_app/ui/help_viewer.py" line="+39"/>
        <source>How to play %1</source>
        <translation>So wird %1 gespielt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no rules summary for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Zusammenfassung der Regeln.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About Game Table</source>
        <translation>Über Game Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Game Table %1&lt;/h3&gt;&lt;p&gt;Tabletop games for the desktop: play alone against the computer or pass the screen around the table.&lt;/p&gt;&lt;p&gt;All drawings on the table are made by this program. Card contents marked as reconstructed in a game&apos;s rules summary are our own design, not the published game&apos;s.&lt;/p&gt;&lt;p&gt;Fonts: DejaVu (free licence, see resources/fonts).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Game Table %1&lt;/h3&gt;&lt;p&gt;Brettspiele für den Computer: allein gegen den Computer spielen oder den Bildschirm am Tisch herumreichen.&lt;/p&gt;&lt;p&gt;Alle Zeichnungen auf dem Tisch erstellt dieses Programm selbst. Karteninhalte, die in der Regelzusammenfassung eines Spiels als rekonstruiert gekennzeichnet sind, sind unser eigener Entwurf, nicht der des veröffentlichten Spiels.&lt;/p&gt;&lt;p&gt;Schriften: DejaVu (freie Lizenz, siehe resources/fonts).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../desktop_app/ui/undo_bridge.py" line="+47"/>
        <source>%1 made a secret choice.</source>
        <translation>%1 hat geheim gewählt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take back your last decision and the computer moves after it.</source>
        <translation>Nimmt deine letzte Entscheidung und die Computerzüge danach zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing can be taken back (new information has come out).</source>
        <translation>Nichts kann zurückgenommen werden (es sind neue Informationen ans Licht gekommen).</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Game history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Start of the game</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1. (undone) a move by %2</source>
        <translation>%1. (zurückgenommen) ein Zug von %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to play this move again.</source>
        <translation>Klicken, um diesen Zug erneut auszuführen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is here now.</source>
        <translation>Hier steht das Spiel gerade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go back to this point.</source>
        <translation>Klicken, um zu diesem Punkt zurückzukehren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game cannot go back to here: new information came out after it.</source>
        <translation>Bis hierher lässt sich nicht zurückgehen: Danach sind neue Informationen ans Licht gekommen.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+51"/>
        <source>Solo or %1–%2 players</source>
        <translation>Solo oder %1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 with %3, %n move(s)</source>
        <translation>
            <numerusform>%1: %2 mit %3, %n Zug</numerusform>
            <numerusform>%1: %2 mit %3, %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+223"/>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game of %1</source>
        <translation>Neues Spiel %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game Table</source>
        <translation>Game Table</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your last game was saved, but the autosave looks damaged. Continue tries to open it.</source>
        <translation>Dein letztes Spiel wurde gespeichert, aber der automatische Spielstand scheint beschädigt. „Fortsetzen“ versucht, ihn zu öffnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Continue your last game: %1 with %2 (%n move(s) so far).</source>
        <translation>
            <numerusform>Dein letztes Spiel fortsetzen: %1 mit %2 (bisher %n Zug).</numerusform>
            <numerusform>Dein letztes Spiel fortsetzen: %1 mit %2 (bisher %n Züge).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No saved games yet. Use Game ▸ Save As during a game.</source>
        <translation>Noch keine gespeicherten Spiele. Während eines Spiels: Spiel ▸ Speichern unter.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop_app/ui/main_window.py" line="+212"/>
        <source>Hold to skip ahead</source>
        <translation>Halten zum Vorspulen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer moves are shown at once while you hold this button.</source>
        <translation>Solange du diese Schaltfläche gedrückt halten, werden Computerzüge sofort gezeigt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+117"/>
        <source>Game Table</source>
        <translation>Game Table</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History (click to go back)</source>
        <translation>Verlauf (zum Zurückgehen klicken)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — Game Table</source>
        <translation>%1 – Game Table</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue Last Game</source>
        <translation>&amp;Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Home Screen</source>
        <translation>&amp;Startbildschirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip Ahead to the Next Person</source>
        <translation>Bis zur nächsten &amp;Person vorspulen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quick</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Computer &amp;Pace</source>
        <translation>Computer-&amp;Tempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default Computer &amp;Level</source>
        <translation>Standard-&amp;Computerstufe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System Language (%1)</source>
        <translation>&amp;Systemsprache (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High-Contrast Player Colours</source>
        <translation>Spielerfarben mit &amp;hohem Kontrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm Before Ending a Turn</source>
        <translation>Vor dem Zug&amp;ende nachfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Free Undo in Solo Games (practice)</source>
        <translation>&amp;Freies Rückgängigmachen im Solospiel (Übung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;Log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to Window</source>
        <translation>An Fenster &amp;anpassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to Play %1</source>
        <translation>So wird %1 gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Game Table</source>
        <translation>Ü&amp;ber Game Table</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn, %1.</source>
        <translation>Du bist dran, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is choosing at the same time.</source>
        <translation>%1 wählt gleichzeitig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Nothing to continue</source>
        <translation>Nichts fortzusetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no saved game to continue yet.</source>
        <translation>Es gibt noch kein gespeichertes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot continue the last game</source>
        <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last game cannot be opened: %1.

The file is kept unchanged (a copy is at %2), so nothing is lost.</source>
        <translation>Das letzte Spiel lässt sich nicht öffnen: %1.

Die Datei bleibt unverändert (eine Kopie liegt unter %2), es geht also nichts verloren.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Game-Table-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your current game is unchanged.</source>
        <translation>Dein laufendes Spiel ist unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open the saved game</source>
        <translation>Das gespeicherte Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2.

%3</source>
        <translation>%1 lässt sich nicht öffnen: %2.

%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start or open a game first.</source>
        <translation>Beginne oder öffne zuerst ein Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json)</source>
        <translation>Game-Table-Spielstände (*.json)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+45"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free undo: take back moves even after cards were revealed (practice)</source>
        <translation>Freies Rückgängigmachen: Züge auch nach aufgedeckten Karten zurücknehmen (Übung)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Seed (the same seed deals the same cards):</source>
        <translation>S&amp;tartwert (gleicher Startwert, gleiche Karten):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Computer %1 (%2)</source>
        <translation>Computer %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>1 player plays the solo rules; %1 to %2 players play against each other.</source>
        <translation>1 Spieler spielt nach den Soloregeln; %1 bis %2 Spieler spielen gegeneinander.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Cannot start this game</source>
        <translation>Dieses Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Names must differ</source>
        <translation>Die Namen müssen sich unterscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two seats have the same name. Give every player a different name, so the hand-over screen can say who comes next.</source>
        <translation>Zwei Plätze haben denselben Namen. Gib jedem Spieler einen eigenen Namen, damit der Übergabebildschirm sagen kann, wer als Nächstes dran ist.</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <location filename="../desktop_app/ui/theme.py" line="+43"/>
        <location line="+15"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reddish purple</source>
        <translation>Rotviolett</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cyan</source>
        <translation>Cyan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lime</source>
        <translation>Hellgrün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magenta</source>
        <translation>Magenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop_app/ui/score_sheet.py" line="+39"/>
        <source>Nobody wins this game.</source>
        <translation>Niemand gewinnt dieses Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>You scored %n point(s). Your rank: %1.</source>
        <translation>
            <numerusform>Du hast %n Punkt erzielt. Dein Rang: %1.</numerusform>
            <numerusform>Du hast %n Punkte erzielt. Dein Rang: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You scored %n point(s).</source>
        <translation>
            <numerusform>Du hast %n Punkt erzielt.</numerusform>
            <numerusform>Du hast %n Punkte erzielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie-break</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tie-break: the value that decides between players with equal totals.</source>
        <translation>Gleichstand: der Wert, der zwischen Spielern mit gleicher Summe entscheidet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <location filename="../desktop_app/ui/controller.py" line="+262"/>
        <source>Not your turn</source>
        <translation>Nicht am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision now.</source>
        <translation>Diese Entscheidung liegt gerade nicht bei dir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action ends your turn. Do you want to go ahead?</source>
        <translation>Damit endet dein Zug. Fortfahren?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move not allowed</source>
        <translation>Zug nicht erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not allowed now, so nothing has changed.

%1</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt, daher hat sich nichts geändert.

%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot redo</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move cannot be replayed.

%1</source>
        <translation>Der Zug lässt sich nicht erneut ausführen.

%1</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Computer player problem</source>
        <translation>Problem mit einem Computerspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.</source>
        <translation>Ein Computerspieler konnte keinen Zug wählen (%1). Er spielt stattdessen nach einer einfachen Faustregel.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically (%1). Use Save As to keep it.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1). Sichere es mit „Speichern unter“.</translation>
    </message>
</context>
<context>
    <name>copernico</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene.py" line="+99"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest (draw 2)</source>
        <translation>Ausruhen (2 ziehen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm your choice (Space)</source>
        <translation>Auswahl bestätigen (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a rest: draw 2 cards and place nothing (R)</source>
        <translation>Ausruhen: 2 Karten ziehen und nichts auslegen (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start this choice again (Esc)</source>
        <translation>Diese Auswahl neu beginnen (Esc)</translation>
    </message>
    <message>
        <location line="+89"/>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="+200"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message numerus="yes">
        <location line="+136"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>✓ you rest this turn</source>
        <translation>✓ du ruhst diesen Zug aus</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.</source>
        <translation>Bisherige Qualität und Dreierlinien dieses Tisches; Ratschläge und Hypothesen zählen am Ende.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>✗ nobody</source>
        <translation>✗ niemand</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>✓ %n players</source>
        <translation>
            <numerusform>✓ %n Spieler</numerusform>
            <numerusform>✓ %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Stapel: %n Karte</numerusform>
            <numerusform>Stapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard pile</source>
        <translation>Ablage</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Discard pile (face down): %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel (verdeckt): %n Karte</numerusform>
            <numerusform>Ablagestapel (verdeckt): %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+31"/>
        <source>Advice</source>
        <translation>Ratschlag</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Advice %1</source>
        <translation>Ratschlag %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seen by you</source>
        <translation>von dir gesehen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>your hypothesis</source>
        <translation>deine Hypothese</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+5"/>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ met +6</source>
        <translation>✓ erfüllt +6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ missed −6</source>
        <translation>✗ verfehlt −6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>set aside</source>
        <translation>beiseitegelegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside: it has the colour of an Advice card in play (CO-20).</source>
        <translation>Beiseitegelegt: Sie hat die Farbe einer Ratschlagkarte im Spiel (CO-20).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Drawn cards: drag each one to a place on the right</source>
        <translation>Gezogene Karten: jede auf ein Feld rechts ziehen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank: %1</source>
        <translation>Rang: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective</source>
        <translation>Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · ±6 je Ziel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6</source>
        <translation>Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · Ratschlag 6 · je Hypothese 6</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying…</source>
        <translation>zahlt …</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, placed face down: it shows no colours and scores nothing.</source>
        <translation>%1, verdeckt ausgelegt: zeigt keine Farben und bringt keine Punkte.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>pay %n card(s)</source>
        <translation>
            <numerusform>%n Karte zahlen</numerusform>
            <numerusform>%n Karten zahlen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="-151"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ringed planet</source>
        <translation>Ringplanet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crescent moon</source>
        <translation>Mondsichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comet</source>
        <translation>Komet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aligned celestial bodies</source>
        <translation>Aufgereihte Himmelskörper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Different line colours</source>
        <translation>Verschiedene Linienfarben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advice from Copernicus</source>
        <translation>Rat des Kopernikus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypotheses</source>
        <translation>Hypothesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planetary ignoramus</source>
        <translation>Planetarischer Ahnungsloser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Geocentrist</source>
        <translation>Geozentriker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apprentice</source>
        <translation>Lehrling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sage</source>
        <translation>Weiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copernicus</source>
        <translation>Kopernikus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Corners</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arch</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crescent</source>
        <translation>Sichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trident</source>
        <translation>Dreizack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cup</source>
        <translation>Becher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>top row</source>
        <translation>obere Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>middle row</source>
        <translation>mittlere Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom row</source>
        <translation>untere Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left column</source>
        <translation>linke Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>middle column</source>
        <translation>mittlere Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right column</source>
        <translation>rechte Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonal from the top left</source>
        <translation>Diagonale von oben links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonal from the top right</source>
        <translation>Diagonale von oben rechts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to %1</source>
        <translation>An %1 weitergeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass left to %1</source>
        <translation>Nach links an %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right to %1</source>
        <translation>Nach rechts an %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn %1 · Look at the sky</source>
        <translation>Zug %1 · Den Himmel betrachten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · Propose the system</source>
        <translation>Zug %1 · Das System vorschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · Ask Copernicus for advice</source>
        <translation>Zug %1 · Kopernikus um Rat fragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Study-hour cost: %n (discard %n card(s) to place it)</source>
        <translation>
            <numerusform>Kosten in Studienstunden: %n (zum Auslegen %n Karte abwerfen)</numerusform>
            <numerusform>Kosten in Studienstunden: %n (zum Auslegen %n Karten abwerfen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quadrant card %1</source>
        <translation>Quadrantenkarte %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quality: %1 (points at the end of the game)</source>
        <translation>Qualität: %1 (Punkte bei Spielende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Celestial bodies: %1</source>
        <translation>Himmelskörper: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+35"/>
        <location line="+8"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Hypothesis card: %1 (%2)</source>
        <translation>Hypothesenkarte: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fulfilled when positions %1 all show a %2 body.</source>
        <translation>Erfüllt, wenn auf allen Positionen %1 ein Himmelskörper in %2 liegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions count 1 to 9 row by row from the top left; shapes never turn.</source>
        <translation>Die Positionen zählen von 1 bis 9 Reihe für Reihe ab oben links; Formen werden nie gedreht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Advice card, face down. Complete a line of three bodies of one colour to look at one.</source>
        <translation>Ratschlagkarte, verdeckt. Vervollständige eine Linie aus drei Himmelskörpern einer Farbe, um eine anzusehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advice card: %1. +6 points with exactly one %1 body on your table, −6 otherwise.</source>
        <translation>Ratschlagkarte: %1. +6 Punkte mit genau einem Himmelskörper in %1 auf deinem Tisch, sonst −6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advice card: %1. 6 points to each player with the fewest %1 bodies (at least one).</source>
        <translation>Ratschlagkarte: %1. 6 Punkte für jeden Spieler mit den wenigsten Himmelskörpern in %1 (mindestens einem).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 places %2 on %3, paying %n card(s).</source>
        <translation>
            <numerusform>%1 legt %2 auf %3 und zahlt %n Karte.</numerusform>
            <numerusform>%1 legt %2 auf %3 und zahlt %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places %2 on %3 for free.</source>
        <translation>%1 legt %2 kostenlos auf %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 reformulates: %2 replaces %3 on %4, paying %n card(s).</source>
        <translation>
            <numerusform>%1 formuliert um: %2 ersetzt %3 auf %4, bezahlt mit %n Karte.</numerusform>
            <numerusform>%1 formuliert um: %2 ersetzt %3 auf %4, bezahlt mit %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 rests and draws %n card(s).</source>
        <translation>
            <numerusform>%1 ruht aus und zieht %n Karte.</numerusform>
            <numerusform>%1 ruht aus und zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew no cards: the deck and the discard pile are empty.</source>
        <translation>Du hast keine Karten gezogen: Stapel und Ablage sind leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You paid with %1.</source>
        <translation>Du hast mit %1 bezahlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You look at the sky and draw %1.</source>
        <translation>Du betrachtest den Himmel und ziehst %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 gibt %2 an %3 weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1 left</source>
        <translation>%1 nach links geben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1 right</source>
        <translation>%1 nach rechts geben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your draft: %1.</source>
        <translation>Deine Auswahl: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has chosen the draft cards.</source>
        <translation>%1 hat die Karten ausgewählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has chosen an action.</source>
        <translation>%1 hat eine Aktion gewählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 completes a %2 line (%3) and may ask Copernicus for advice.</source>
        <translation>%1 vervollständigt eine Linie in %2 (%3) und darf Kopernikus um Rat fragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 looks at Advice card %2.</source>
        <translation>%1 sieht sich Ratschlagkarte %2 an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advice card %1 is %2.</source>
        <translation>Ratschlagkarte %1 ist %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The deck ran out: the discard pile (%n card(s)) becomes the new deck.</source>
        <translation>
            <numerusform>Der Stapel ist aufgebraucht: Die Ablage (%n Karte) wird zum neuen Stapel.</numerusform>
            <numerusform>Der Stapel ist aufgebraucht: Die Ablage (%n Karten) wird zum neuen Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1 begins: everyone looks at the sky.</source>
        <translation>Zug %1 beginnt: Alle betrachten den Himmel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: everyone proposes the system.</source>
        <translation>Zug %1: Alle schlagen ihr System vor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The draft cards change hands; everyone takes their hand back up.</source>
        <translation>Die ausgewählten Karten wechseln die Hand; alle nehmen ihre Handkarten wieder auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a card face down on %2; it will not score.</source>
        <translation>%1 legt eine Karte verdeckt auf %2; sie bringt keine Punkte.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The work table is complete: %n point(s).</source>
        <translation>
            <numerusform>Der Arbeitstisch ist vollständig: %n Punkt.</numerusform>
            <numerusform>Der Arbeitstisch ist vollständig: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 completes the work table. %2 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt den Arbeitstisch. %2 gewinnt mit %n Punkt.</numerusform>
            <numerusform>%1 vervollständigt den Arbeitstisch. %2 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 completes the work table. %2 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt den Arbeitstisch. %2 teilen sich den Sieg mit %n Punkt.</numerusform>
            <numerusform>%1 vervollständigt den Arbeitstisch. %2 teilen sich den Sieg mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting…</source>
        <translation>Warten …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1 — Confirm your choice (Space); Undo takes back a choice</source>
        <translation>Zug %1 – Auswahl bestätigen (Leertaste); Rückgängig nimmt eine Wahl zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 — Drag your only card to Keep</source>
        <translation>Zug %1 – Ziehe deine einzige Karte auf „Behalten“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 — Choose which card to keep and which to pass</source>
        <translation>Zug %1 – Wähle, welche Karte du behältst und welche du weitergibst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 — Choose which card to keep, discard and pass</source>
        <translation>Zug %1 – Wähle, welche Karte du behältst, abwirfst und weitergibst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place or reformulate a card, or rest</source>
        <translation>Lege eine Karte aus, formuliere um oder ruhe aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a card, or rest</source>
        <translation>Lege eine Karte aus oder ruhe aus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card can be paid for: place one face down (it will not score)</source>
        <translation>Keine Karte ist bezahlbar: Lege eine verdeckt aus (sie bringt keine Punkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a card on your work table</source>
        <translation>Lege eine Karte auf deinen Arbeitstisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Confirm the payment for %1 (Space) — Undo takes back the placement</source>
        <translation>Zahlung für %1 bestätigen (Leertaste) – Rückgängig nimmt das Auslegen zurück</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Select %n more card(s) to pay for %1 — Undo takes back the placement</source>
        <translation>
            <numerusform>Wähle noch %n Karte, um %1 zu bezahlen – Rückgängig nimmt das Auslegen zurück</numerusform>
            <numerusform>Wähle noch %n Karten, um %1 zu bezahlen – Rückgängig nimmt das Auslegen zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Choose an Advice card to look at (%n look(s) left)</source>
        <translation>
            <numerusform>Wähle eine Ratschlagkarte zum Ansehen (noch %n Blick)</numerusform>
            <numerusform>Wähle eine Ratschlagkarte zum Ansehen (noch %n Blicke)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose an Advice card to look at</source>
        <translation>Wähle eine Ratschlagkarte zum Ansehen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Game over — %n point(s): %1</source>
        <translation>
            <numerusform>Spielende – %n Punkt: %1</numerusform>
            <numerusform>Spielende – %n Punkte: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game over — %n point(s)</source>
        <translation>
            <numerusform>Spielende – %n Punkt</numerusform>
            <numerusform>Spielende – %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Game over — %1 wins with %n point(s)</source>
        <translation>
            <numerusform>Spielende – %1 gewinnt mit %n Punkt</numerusform>
            <numerusform>Spielende – %1 gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game over — %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>Spielende – %1 teilen sich den Sieg mit %n Punkt</numerusform>
            <numerusform>Spielende – %1 teilen sich den Sieg mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cost %n: %1 selected</source>
        <translation>
            <numerusform>Kosten %n: %1 gewählt</numerusform>
            <numerusform>Kosten %n: %1 gewählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: Tab/arrows move · Enter picks up and puts down · R rest · Space confirm · Esc cancel · I details</source>
        <translation>Tasten: Tab/Pfeile bewegen · Enter nimmt auf und legt ab · R ausruhen · Leertaste bestätigen · Esc abbrechen · I Details</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n advice look(s)</source>
        <translation>
            <numerusform>%n Blick auf Ratschläge</numerusform>
            <numerusform>%n Blicke auf Ratschläge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Quality %1 · %n line(s)</source>
        <translation>
            <numerusform>Qualität %1 · %n Linie</numerusform>
            <numerusform>Qualität %1 · %n Linien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ has chosen</source>
        <translation>✓ hat gewählt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choosing…</source>
        <translation>wählt …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rested last turn</source>
        <translation>hat zuletzt ausgeruht</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>asks for advice (%n look(s))</source>
        <translation>
            <numerusform>fragt um Rat (%n Blick)</numerusform>
            <numerusform>fragt um Rat (%n Blicke)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
</context>
<context>
    <name>copycat</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene_art.py" line="+335"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+58"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (Nr. %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow-green</source>
        <translation>Gelbgrün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>crossed circle: no action</source>
        <translation>durchgestrichener Kreis: keine Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin: money and buying</source>
        <translation>Münze: Geld und Einkauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin and star: money or points</source>
        <translation>Münze und Stern: Geld oder Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star: victory points</source>
        <translation>Stern: Siegpunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two cards: drawing cards</source>
        <translation>zwei Karten: Karten ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker: campaign workers</source>
        <translation>Figur: Wahlkampfhelfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gear: special actions</source>
        <translation>Zahnrad: Sonderaktionen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No action</source>
        <translation>Keine Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 3</source>
        <translation>Wird in Phase 3 genutzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 2</source>
        <translation>Wird in Phase 2 genutzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special: follows its own text</source>
        <translation>Sonderkarte: folgt ihrem eigenen Text</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Card again</source>
        <translation>Karte erneut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide, buy 1</source>
        <translation>Rücke auf, kaufe 1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every card and worker can be used at most twice per round.</source>
        <translation>Jede Karte und jeder Helfer kann pro Runde höchstens zweimal genutzt werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offices</source>
        <translation>Büros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory point markers</source>
        <translation>Siegpunktmarker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doctorates</source>
        <translation>Doktortitel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Victory points gained in the last round</source>
        <translation>In der letzten Runde gewonnene Siegpunkte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 · Phase 1: planning (bid for turn order)</source>
        <translation>Runde %1 · Phase 1: Planung (Gebot um die Spielreihenfolge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 2: action (place workers)</source>
        <translation>Runde %1 · Phase 2: Aktion (Helfer einsetzen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (play your cards)</source>
        <translation>Runde %1 · Phase 3: Einkauf und Erfolg (Karten spielen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (purchases)</source>
        <translation>Runde %1 · Phase 3: Einkauf und Erfolg (Käufe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player reached 95 victory points</source>
        <translation>ein Spieler 95 Siegpunkte erreicht hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last doctorate was acquired</source>
        <translation>der letzte Doktortitel erworben wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the eleventh round is over</source>
        <translation>die elfte Runde vorbei ist</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene.py" line="+194"/>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+9"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>Street space %1: surcharge %2.</source>
        <translation>Straßenfeld %1: Aufpreis %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsold card here leaves the game at the end of the round.</source>
        <translation>Eine unverkaufte Karte auf diesem Feld verlässt am Ende der Runde das Spiel.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid laid</source>
        <translation>Gebot gelegt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clipboard</source>
        <translation>Klemmbrett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comes along</source>
        <translation>kommt mit</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>office used</source>
        <translation>Büro genutzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>office not used yet</source>
        <translation>Büro noch nicht genutzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s worker in %2 (%3)</source>
        <translation>Helfer von %1 im Büro %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag this worker onto a glowing office.</source>
        <translation>Ziehe diesen Helfer auf ein leuchtendes Büro.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2 victory points</source>
        <translation>%1 – Siegpunkte: %2</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>Your possible moves</source>
        <translation>Deine möglichen Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑↓ choose · Enter does it · Esc closes</source>
        <translation>↑↓ wählen · Enter ausführen · Esc schließen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+147"/>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the bid of %1.</source>
        <translation>Warte auf das Gebot von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is acting.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag one hand card onto your bid slot: the highest number goes first.</source>
        <translation>Ziehe eine Handkarte auf dein Gebotsfeld: Die höchste Zahl beginnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag a worker onto a glowing office. You may play blue and purple cards before or after.</source>
        <translation>Ziehe einen Helfer auf ein leuchtendes Büro. Blaue und lila Karten darfst du davor oder danach spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worker placed. Play more cards or use your blue offices, then end your turn.</source>
        <translation>Helfer eingesetzt. Spiele weitere Karten oder nutze deine blauen Büros, dann beende deinen Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No office is free for you: play cards or pass.</source>
        <translation>Für dich ist kein Büro frei: Spiele Karten oder passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elbows: you may join an office held by another player.</source>
        <translation>Ellenbogen: Du darfst in ein Büro, das ein anderer Spieler besetzt hält.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All cards played. Use your offices, then go to the purchases.</source>
        <translation>Alle Karten gespielt. Nutze deine Büros, dann geht es zu den Käufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No purchase left: finish your turn.</source>
        <translation>Kein Kauf mehr übrig: Beende deinen Zug.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The game is over. Elected: %1.</source>
        <translation>Das Spiel ist vorbei. Gewählt: %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>deciding…</source>
        <translation>entscheidet…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: L lists every move · Enter chooses · Esc closes</source>
        <translation>Tasten: L listet alle Züge · Enter wählt · Esc schließt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place a worker beside another in %1</source>
        <translation>Helfer neben einen anderen ins Büro %1 setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place a worker in %1</source>
        <translation>Helfer ins Büro %1 setzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the office %1</source>
        <translation>Büro %1 nutzen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take 2 victory points</source>
        <translation>2 Siegpunkte nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 coin</source>
        <translation>1 Münze nehmen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 + %2 = %3 coins</source>
        <translation>%1 + %2 = %3 Münzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 from space %2 for %3</source>
        <translation>%1 von Feld %2 für %3 kaufen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Use a special buying permission (slide and refill the street, buy 1)</source>
        <translation>Sonderkauferlaubnis nutzen (Straße aufrücken und auffüllen, 1 kaufen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish buying and score</source>
        <translation>Einkauf beenden und werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass for the rest of phase 2</source>
        <translation>Für den Rest von Phase 2 passen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to the purchases</source>
        <translation>Weiter zu den Käufen</translation>
    </message>
</context>
<context>
    <name>councils</name>
    <message>
        <location filename="../desktop_app/games/councils/scene_texts.py" line="+49"/>
        <source>education</source>
        <translation>Bildung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transport</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finance</source>
        <translation>Finanzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>legislation</source>
        <translation>Gesetzgebung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edu</source>
        <translation>Bil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tra</source>
        <translation>Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fin</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leg</source>
        <translation>Ges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev</source>
        <translation>Ent</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Committee for education</source>
        <translation>Bildungsausschuss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committee for transport</source>
        <translation>Verkehrsausschuss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financial committee</source>
        <translation>Finanzausschuss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislative committee</source>
        <translation>Rechtsausschuss</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Special committee</source>
        <translation>Sonderausschuss</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Education building</source>
        <translation>Bildungsgebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transport building</source>
        <translation>Verkehrsgebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finance building</source>
        <translation>Finanzgebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislation building</source>
        <translation>Gesetzgebungsgebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City Hall (counts as every type)</source>
        <translation>Rathaus (zählt als jeder Typ)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+22"/>
        <source>Education</source>
        <translation>Bildung</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Transport</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Finance</source>
        <translation>Finanzen</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Legislation</source>
        <translation>Gesetzgebung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>City Hall</source>
        <translation>Rathaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kindergarten</source>
        <translation>Kita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bus Stop</source>
        <translation>Haltestelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Savings Bank</source>
        <translation>Sparkasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registry Office</source>
        <translation>Standesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary School</source>
        <translation>Grundschule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market Hall</source>
        <translation>Markthalle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tram Depot</source>
        <translation>Tramdepot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police Station</source>
        <translation>Polizei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parking Garage</source>
        <translation>Parkhaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire Station</source>
        <translation>Feuerwehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shopping Arcade</source>
        <translation>Kaufhaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music School</source>
        <translation>Musikschule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office Block</source>
        <translation>Bürohaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth Centre</source>
        <translation>Jugendzentrum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bicycle Station</source>
        <translation>Radstation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High School</source>
        <translation>Gymnasium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train Station</source>
        <translation>Bahnhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Exchange</source>
        <translation>Börse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <translation>Gericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <translation>Universität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harbour</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank Headquarters</source>
        <translation>Großbank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Administration</source>
        <translation>Bürgeramt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Museum</source>
        <translation>Museum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Fair Hall</source>
        <translation>Messe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airport</source>
        <translation>Flughafen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Office</source>
        <translation>Finanzamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research Institute</source>
        <translation>Forschungsinstitut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metro Line</source>
        <translation>U-Bahn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison</source>
        <translation>Gefängnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Park</source>
        <translation>Gewerbepark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Administrative Court</source>
        <translation>Verwaltungsgericht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Building projects</source>
        <translation>Bauprojekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolved issues</source>
        <translation>Gefasste Beschlüsse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building actions</source>
        <translation>Gebäudeaktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence majorities</source>
        <translation>Einflussmehrheiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Influence left at the end (all five types)</source>
        <translation>Übriger Einfluss am Ende (alle fünf Arten)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · last normal round: the deck is used up</source>
        <translation>Runde %1 · letzte normale Runde: Der Stapel ist aufgebraucht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Carry out the action of a building next to this one (not another copying building, not City Hall), as if it were printed here.</source>
        <translation>Führe die Aktion eines angrenzenden Gebäudes aus (kein anderes kopierendes Gebäude, nicht das Rathaus), als stünde sie auf dieser Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move this building&apos;s employees onto an empty building that needs no more than that many; any employee left over comes back to you.</source>
        <translation>Versetze die Angestellten dieses Gebäudes auf ein leeres Gebäude, das nicht mehr von ihnen braucht; übrige Angestellte kommen zu dir zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after this building is placed you may put employees from your supply onto an empty building, exactly as many as it needs.</source>
        <translation>Direkt nachdem dieses Gebäude angelegt wurde, darfst du Angestellte aus deinem Vorrat auf ein leeres Gebäude setzen, genau so viele, wie es braucht.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>copy next</source>
        <translation>Nachbar kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move staff</source>
        <translation>umsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>staff empty</source>
        <translation>Leeres besetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>employee back</source>
        <translation>zurückholen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free build</source>
        <translation>gratis bauen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+41"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+106"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Needs no employees; its action happens once, right after it is placed.</source>
        <translation>Braucht keine Angestellten; seine Aktion wird einmal ausgeführt, direkt nachdem es angelegt wurde.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The city starts here. City Hall counts as every building type, has no action and never holds employees.</source>
        <translation>Hier beginnt die Stadt. Das Rathaus zählt als jeder Gebäudetyp, hat keine Aktion und nimmt nie Angestellte auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2, deck %3)</source>
        <translation>%1 (%2, Stapel %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action #%1: %2</source>
        <translation>Aktion #%1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-17"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>at City Hall</source>
        <translation>am Rathaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of City Hall</source>
        <translation>%1 vom Rathaus aus</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot do anything and passes.</source>
        <translation>%1 kann nichts tun und passt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 places one employee in each of: %2.</source>
        <translation>%1 setzt je einen Angestellten in diese Ausschüsse: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 resolves an issue in the %2.</source>
        <translation>%1 fasst einen Beschluss im %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That includes the bonus point for resolving.</source>
        <translation>Darin ist der Bonuspunkt für den Beschluss enthalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Influence above 10 is lost.</source>
        <translation>Einfluss über 10 verfällt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts the project %2, pays %3 and scores %4 VP.</source>
        <translation>%1 startet das Projekt %2, zahlt %3 und erhält %4 SP.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 builds %2 for free, %3.</source>
        <translation>%1 baut das Gebäude %2 kostenlos (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 places %2 %3.</source>
        <translation>%1 legt das Gebäude %2 an (%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is added to the display.</source>
        <translation>Das Projekt %1 kommt neu in die Auslage.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.</source>
        <translation>Der Stapel ist aufgebraucht und nur noch 4 Projekte liegen aus: Diese Runde wird zu Ende gespielt, danach folgen zwei Schlussrunden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 uses the action of %2 (#%3).</source>
        <translation>%1 nutzt die Aktion des Gebäudes %2 (#%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 (#%2) happens as it is placed.</source>
        <translation>Die Aktion des Gebäudes %1 (#%2) wird beim Anlegen ausgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 has no effect now.</source>
        <translation>Die Aktion des Gebäudes %1 bewirkt gerade nichts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gains %2 %3 (%4 more would be above 10 and is lost).</source>
        <translation>%1 erhält %2 %3 (%4 mehr läge über 10 und verfällt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains %2 %3.</source>
        <translation>%1 erhält %2 %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts an employee from %2 into the box.</source>
        <translation>%1 legt einen Angestellten aus dem Gebäude %2 in die Box.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays %2.</source>
        <translation>%1 zahlt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copies the action of %2 (#%3) with %4.</source>
        <translation>%1 kopiert mit dem Gebäude %4 die Aktion des Gebäudes %2 (#%3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 leaves the empty buildings as they are.</source>
        <translation>%1 lässt die leeren Gebäude, wie sie sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2 from the display to build for free.</source>
        <translation>%1 wählt das Projekt %2 aus der Auslage, um es kostenlos zu bauen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 leads in no influence type.</source>
        <translation>%1 führt in keiner Einflussart.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Place one employee in each of: %1</source>
        <translation>Je einen Angestellten in diese Ausschüsse setzen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the project %1 (pay %2, score %3 VP)</source>
        <translation>Projekt %1 starten (%2 zahlen, %3 SP erhalten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve an issue in the %1</source>
        <translation>Im %1 einen Beschluss fassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the action of %1: %2</source>
        <translation>Aktion des Gebäudes %1 nutzen: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass (nothing else is possible)</source>
        <translation>Passen (nichts anderes ist möglich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the card %1</source>
        <translation>Karte anlegen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score for %1 buildings</source>
        <translation>Punkte für Gebäude vom Typ %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 from the display</source>
        <translation>%1 aus der Auslage bauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip: leave the empty buildings as they are</source>
        <translation>Überspringen: Die leeren Gebäude bleiben, wie sie sind</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the table.</source>
        <translation>Du schaust zu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final round: take any one action — place employees, start a project, resolve an issue or use a building.</source>
        <translation>Schlussrunde: Führe eine beliebige Aktion aus – Angestellte einsetzen, ein Projekt starten, einen Beschluss fassen oder ein Gebäude nutzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils (2 in one, or 1 in each of 3), or drag a project from the display into the city.</source>
        <translation>Ziehe Angestellte auf Ausschüsse (2 in einen oder je 1 in 3) oder ziehe ein Projekt aus der Auslage in die Stadt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils: 2 in one council, or 1 in each of 3.</source>
        <translation>Ziehe Angestellte auf Ausschüsse: 2 in einen Ausschuss oder je 1 in 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click a council to resolve its issue, or click one of your staffed buildings to use its action.</source>
        <translation>Keine Angestellten mehr frei: Klicke einen Ausschuss an, um dort einen Beschluss zu fassen, oder eines deiner besetzten Gebäude, um seine Aktion zu nutzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No employees left: click a glowing council to resolve its issue.</source>
        <translation>Keine Angestellten mehr frei: Klicke einen leuchtenden Ausschuss an, um dort einen Beschluss zu fassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click one of your staffed buildings to use its action.</source>
        <translation>Keine Angestellten mehr frei: Klicke eines deiner besetzten Gebäude an, um seine Aktion zu nutzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is possible: pass.</source>
        <translation>Nichts ist möglich: Passe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag a second employee onto the same council, or one each onto two other glowing councils.</source>
        <translation>Ziehe einen zweiten Angestellten auf denselben Ausschuss oder je einen auf zwei andere leuchtende Ausschüsse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag one more employee onto a glowing council.</source>
        <translation>Ziehe noch einen Angestellten auf einen leuchtenden Ausschuss.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag %1 onto a glowing spot in the city (free build).</source>
        <translation>Ziehe %1 auf ein leuchtendes Feld in der Stadt (kostenloser Bau).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where %1 goes: click a glowing spot next to the city.</source>
        <translation>Wähle, wohin %1 kommt: Klicke ein leuchtendes Feld neben der Stadt an.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build %1 here for free and score %2 VP? Press Build, or Cancel.</source>
        <translation>%1 hier kostenlos bauen und %2 SP erhalten? Drücke „Bauen“ oder „Abbrechen“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 here? You pay %2 and score %3 VP.</source>
        <translation>%1 hier bauen? Du zahlst %2 und erhältst %3 SP.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click a glowing neighbour of %1 to copy its action.</source>
        <translation>Klicke einen leuchtenden Nachbarn von %1 an, um seine Aktion zu kopieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a glowing empty building: the employees of %1 move there.</source>
        <translation>Klicke ein leuchtendes leeres Gebäude an: Die Angestellten von %1 ziehen dorthin um.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may click a glowing empty building to staff it from your supply, or skip.</source>
        <translation>Du kannst ein leuchtendes leeres Gebäude anklicken, um es aus deinem Vorrat zu besetzen, oder überspringen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a glowing project from the display into the city to build it for free.</source>
        <translation>Ziehe ein leuchtendes Projekt aus der Auslage in die Stadt, um es kostenlos zu bauen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keys: A lists every move · Enter confirms · Esc cancels</source>
        <translation>Tasten: A listet alle Züge · Enter bestätigt · Esc bricht ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+342"/>
        <source>counts as every type</source>
        <translation>zählt als jeder Typ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no staff</source>
        <translation>ohne Personal</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene.py" line="+97"/>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All moves (A)</source>
        <translation>Alle Züge (A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start this project here (Enter)</source>
        <translation>Dieses Projekt hier starten (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back what you have not sent yet (Esc)</source>
        <translation>Zurücknehmen, was noch nicht abgeschickt ist (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every move you may make now (A)</source>
        <translation>Alle Züge auflisten, die du jetzt machen kannst (A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The city</source>
        <translation>Die Stadt</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>+%1 majorities</source>
        <translation>+%1 Mehrheiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>councils %1 · buildings %2</source>
        <translation>Ausschüsse %1 · Gebäude %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 VP: %2 from projects, %3 from issues, %4 from building actions</source>
        <translation>%1 SP: %2 aus Projekten, %3 aus Beschlüssen, %4 aus Gebäudeaktionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Employees: %1 free, %2 in councils, %3 on buildings, %4 in the box</source>
        <translation>Angestellte: %1 frei, %2 in Ausschüssen, %3 auf Gebäuden, %4 in der Box</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold labels: most influence of that type now (4 VP at the end, 2 VP each when tied).</source>
        <translation>Goldene Beschriftung: derzeit der meiste Einfluss dieser Art (am Ende 4 SP, bei Gleichstand je 2 SP).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+357"/>
        <source>%1: %2 VP</source>
        <translation>%1: %2 SP</translation>
    </message>
    <message>
        <location line="-344"/>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+25"/>
        <location filename="../desktop_app/games/councils/scene_items.py" line="+314"/>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2→2 · 3→3 · 4+→3 VP +1 (any)</source>
        <translation>2→2 · 3→3 · 4+→3 SP +1 (beliebig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2→2 · 3→3 · 4+→4 VP +1</source>
        <translation>2→2 · 3→3 · 4+→4 SP +1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Resolving pays each player by their employees here: 1 → nothing, 2 → 2 influence, 3 → 3 influence, 4 or more → 4 VP and 1 influence; the resolver gets 1 more.</source>
        <translation>Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier: 1 → nichts, 2 → 2 Einfluss, 3 → 3 Einfluss, 4 oder mehr → 4 SP und 1 Einfluss; wer den Beschluss fasst, erhält 1 mehr.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resolving pays each player by their employees here, in council influence types of their choice: 1 → nothing, 2 → 2, 3 → 3, 4 or more → 3 VP and 1; the resolver gets 1 more.</source>
        <translation>Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier Ausschuss-Einfluss nach Wahl: 1 → nichts, 2 → 2, 3 → 3, 4 oder mehr → 3 SP und 1; wer den Beschluss fasst, erhält 1 mehr.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to resolve this issue.</source>
        <translation>Klicken, um hier einen Beschluss zu fassen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.</source>
        <translation>Der Stapel: Die A-Karten liegen auf den B-Karten. Ist er leer und liegen nur noch 4 Projekte aus, geht das Spiel auf sein Ende zu.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to use this building&apos;s action.</source>
        <translation>Klicken, um die Aktion dieses Gebäudes zu nutzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to choose this building.</source>
        <translation>Klicken, um dieses Gebäude zu wählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag it onto a glowing spot in the city, or click it and then a spot.</source>
        <translation>Ziehe es auf ein leuchtendes Feld in der Stadt oder klicke es und dann ein Feld an.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>here</source>
        <translation>hier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pay %1
+%2 VP</source>
        <translation>%1 zahlen
+%2 SP</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Your free employee: drag it onto a council.</source>
        <translation>Dein freier Angestellter: Ziehe ihn auf einen Ausschuss.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A free employee of %1</source>
        <translation>Ein freier Angestellter von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the box (not in play)</source>
        <translation>Ein Angestellter von %1 in der Box (nicht im Spiel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the %2</source>
        <translation>Ein Angestellter von %1 im %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 on %2</source>
        <translation>Ein Angestellter von %1 auf dem Gebäude %2</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_items.py" line="-62"/>
        <source>no employees</source>
        <translation>keine Angestellten</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>none free</source>
        <translation>keiner frei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>box</source>
        <translation>Box</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Building projects · deck: %1 A + %2 B cards left</source>
        <translation>Bauprojekte · Stapel: noch %1 A- + %2 B-Karten</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_keys.py" line="+86"/>
        <source>Every move you may make now — ↑↓ choose, Enter take, Esc close</source>
        <translation>Alle Züge, die du jetzt machen kannst – ↑↓ wählen, Enter ausführen, Esc schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 more: scroll with ↑↓)</source>
        <translation>%1 (%2 weitere: mit ↑↓ blättern)</translation>
    </message>
</context>
</TS>
