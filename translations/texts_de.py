# ruff: noqa: E501 - translation data: long sentences stay on one line for translators
"""German texts: {context: {English source: German}}; plurals are (one, other).

Terms: Hypothese, Ratschlag (Ratschlagkarte, Rat des Kopernikus), Arbeitstisch,
Himmelskörper, Quadrantenkarte, Studienstunden, umformulieren, ausruhen.
Colour names are nouns (Rot, Grün...), so sentences say "in Rot" and never inflect them.
"""

TEXTS = {
    "CrashDialog": {
        "Something went wrong": "Etwas ist schiefgegangen",
        "Game Table ran into an unexpected error. Your game was saved: choose Continue on the home screen "
        "to go on from this point.": "In Game Table ist ein unerwarteter Fehler aufgetreten. Dein Spiel wurde "
        "gespeichert: Wähle auf dem Startbildschirm „Fortsetzen“, um an dieser Stelle weiterzuspielen.",
        "Game Table ran into an unexpected error. The game could not be saved now; the last automatic save "
        "is kept.": "In Game Table ist ein unerwarteter Fehler aufgetreten. Das Spiel konnte jetzt nicht "
        "gespeichert werden; der letzte automatische Spielstand bleibt erhalten.",
        "Game Table ran into an unexpected error.": "In Game Table ist ein unerwarteter Fehler aufgetreten.",
        "Please send us the bug report (it contains the game and its moves, nothing else). The details are "
        "also in the log files in %1.": "Bitte schick uns den Fehlerbericht (er enthält das Spiel und "
        "seine Züge, sonst nichts). Die Einzelheiten stehen auch in den Protokolldateien in %1.",
        "Copy bug report": "Fehlerbericht kopieren",
        "Close": "Schließen",
        "Copied": "Kopiert",
    },
    "GameLog": {
        "Game log": "Spielprotokoll",
        "%1. %2": "%1. %2",
    },
    "GameOption": {
        "Hypothesis cards (solo)": "Hypothesenkarten (Solo)",
        "Draw two Hypothesis cards for a harder solo game.":
            "Zwei Hypothesenkarten ziehen – für ein schwierigeres Solospiel.",
        "Advice cards (solo)": "Ratschlagkarten (Solo)",
        "Draw two Advice cards for a harder solo game.":
            "Zwei Ratschlagkarten ziehen – für ein schwierigeres Solospiel.",
    },
    "GameSummary": {
        "Draft celestial cards and draw the best system of the heavens on a 3×3 table.":
            "Himmelskarten auswählen und auf einem 3×3-Tisch das beste System des Himmels entwerfen.",
    },
    "GameText": {
        "a player": "ein Spieler",
        "%1: %2 (%3)": "%1: %2 (%3)",
        "%1: %2": "%1: %2",
        "%1 (%2)": "%1 (%2)",
    },
    "GameTitle": {
        "Copernico": "Copernico",
    },
    "Handover": {
        "Please pass the screen to %1.": "Bitte gib den Bildschirm an %1 weiter.",
        "Everything private is hidden. When %1 is at the screen, click the button below.":
            "Alles Private ist verdeckt. Sobald %1 vor dem Bildschirm sitzt, auf die Schaltfläche unten klicken.",
        "I am %1, show my cards": "Ich bin %1 – meine Karten zeigen",
    },
    "Help": {
        "How to play %1": "So wird %1 gespielt",
        "There is no rules summary for this game yet.":
            "Für dieses Spiel gibt es noch keine Zusammenfassung der Regeln.",
        "About Game Table": "Über Game Table",
        "<h3>Game Table %1</h3><p>Tabletop games for the desktop: play alone against the computer or pass "
        "the screen around the table.</p><p>All drawings on the table are made by this program. Card "
        "contents marked as reconstructed in a game's rules summary are our own design, not the published "
        "game's.</p><p>Fonts: DejaVu (free licence, see resources/fonts).</p>":
            "<h3>Game Table %1</h3><p>Brettspiele für den Computer: allein gegen den Computer spielen oder "
            "den Bildschirm am Tisch herumreichen.</p><p>Alle Zeichnungen auf dem Tisch erstellt dieses "
            "Programm selbst. Karteninhalte, die in der Regelzusammenfassung eines Spiels als rekonstruiert "
            "gekennzeichnet sind, sind unser eigener Entwurf, nicht der des veröffentlichten Spiels.</p>"
            "<p>Schriften: DejaVu (freie Lizenz, siehe resources/fonts).</p>",
    },
    "History": {
        "%1 made a secret choice.": "%1 hat geheim gewählt.",
        "&Undo": "&Rückgängig",
        "&Redo": "&Wiederherstellen",
        "Take back your last decision and the computer moves after it.":
            "Nimmt deine letzte Entscheidung und die Computerzüge danach zurück.",
        "Nothing can be taken back (new information has come out).":
            "Nichts kann zurückgenommen werden (es sind neue Informationen ans Licht gekommen).",
        "Game history": "Spielverlauf",
        "Start of the game": "Spielbeginn",
        "%1. %2": "%1. %2",
        "%1. (undone) a move by %2": "%1. (zurückgenommen) ein Zug von %2",
        "Click to play this move again.": "Klicken, um diesen Zug erneut auszuführen.",
        "The game is here now.": "Hier steht das Spiel gerade.",
        "Click to go back to this point.": "Klicken, um zu diesem Punkt zurückzukehren.",
        "The game cannot go back to here: new information came out after it.":
            "Bis hierher lässt sich nicht zurückgehen: Danach sind neue Informationen ans Licht gekommen.",
    },
    "Home": {
        "Solo or %1–%2 players": "Solo oder %1–%2 Spieler",
        "%1 players": "%1 Spieler",
        "%1–%2 players": "%1–%2 Spieler",
        "%1 (cannot be read)": "%1 (nicht lesbar)",
        "%1: %2 with %3, %n move(s)": ("%1: %2 mit %3, %n Zug", "%1: %2 mit %3, %n Züge"),
        "New game…": "Neues Spiel …",
        "New game of %1": "Neues Spiel %1",
        "How to play": "Spielregeln",
        "Game Table": "Game Table",
        "Continue": "Fortsetzen",
        "Saved games": "Gespeicherte Spiele",
        "Open a saved game…": "Gespeichertes Spiel öffnen …",
        "Your last game was saved, but the autosave looks damaged. Continue tries to open it.":
            "Dein letztes Spiel wurde gespeichert, aber der automatische Spielstand scheint beschädigt. "
            "„Fortsetzen“ versucht, ihn zu öffnen.",
        "Continue your last game: %1 with %2 (%n move(s) so far).": (
            "Dein letztes Spiel fortsetzen: %1 mit %2 (bisher %n Zug).",
            "Dein letztes Spiel fortsetzen: %1 mit %2 (bisher %n Züge).",
        ),
        "No saved games yet. Use Game ▸ Save As during a game.":
            "Noch keine gespeicherten Spiele. Während eines Spiels: Spiel ▸ Speichern unter.",
    },
    "MainWindow": {
        "Hold to skip ahead": "Halten zum Vorspulen",
        "Computer moves are shown at once while you hold this button.":
            "Solange du diese Schaltfläche gedrückt halten, werden Computerzüge sofort gezeigt.",
        "Game Table": "Game Table",
        "Game log": "Spielprotokoll",
        "History (click to go back)": "Verlauf (zum Zurückgehen klicken)",
        "%1 — Game Table": "%1 – Game Table",
        "&Game": "&Spiel",
        "&New Game…": "&Neues Spiel …",
        "&Continue Last Game": "&Letztes Spiel fortsetzen",
        "&Open…": "Ö&ffnen …",
        "&Save As…": "Speichern &unter …",
        "&Home Screen": "&Startbildschirm",
        "S&kip Ahead to the Next Person": "Bis zur nächsten &Person vorspulen",
        "&Quit": "&Beenden",
        "&Edit": "&Bearbeiten",
        "&Preferences": "&Einstellungen",
        "&Animations": "&Animationen",
        "&Off": "&Aus",
        "&Quick": "&Schnell",
        "&Normal": "&Normal",
        "&Slow": "&Langsam",
        "Computer &Pace": "Computer-&Tempo",
        "&Fast": "&Schnell",
        "&Instant": "So&fort",
        "Default Computer &Level": "Standard-&Computerstufe",
        "Lan&guage": "&Sprache",
        "&System Language (%1)": "&Systemsprache (%1)",
        "&High-Contrast Player Colours": "Spielerfarben mit &hohem Kontrast",
        "&Confirm Before Ending a Turn": "Vor dem Zug&ende nachfragen",
        "&Free Undo in Solo Games (practice)": "&Freies Rückgängigmachen im Solospiel (Übung)",
        "&View": "&Ansicht",
        "Game &Log": "Spiel&protokoll",
        "&History": "&Verlauf",
        "Zoom &In": "Ver&größern",
        "Zoom &Out": "Ver&kleinern",
        "&Fit to Window": "An Fenster &anpassen",
        "&Help": "&Hilfe",
        "&Rules of This Game": "&Regeln dieses Spiels",
        "How to Play %1": "So wird %1 gespielt",
        "&About Game Table": "Ü&ber Game Table",
        "Phase: %1": "Phase: %1",
        "The game is over.": "Das Spiel ist zu Ende.",
        "Your turn, %1.": "Du bist dran, %1.",
        "%1 is choosing at the same time.": "%1 wählt gleichzeitig.",
        "%1 (%2)": "%1 (%2)",
        "%1 is thinking…": "%1 überlegt …",
        "%1 is to move.": "%1 ist am Zug.",
        "%1 — %2": "%1 – %2",
        "Cannot start the game": "Das Spiel kann nicht beginnen",
        "Nothing to continue": "Nichts fortzusetzen",
        "There is no saved game to continue yet.": "Es gibt noch kein gespeichertes Spiel zum Fortsetzen.",
        "Cannot continue the last game": "Das letzte Spiel kann nicht fortgesetzt werden",
        "The last game cannot be opened: %1.\n\nThe file is kept unchanged (a copy is at %2), so nothing is "
        "lost.": "Das letzte Spiel lässt sich nicht öffnen: %1.\n\nDie Datei bleibt unverändert (eine Kopie "
        "liegt unter %2), es geht also nichts verloren.",
        "Open a saved game": "Gespeichertes Spiel öffnen",
        "Game Table saves (*.json);;All files (*)": "Game-Table-Spielstände (*.json);;Alle Dateien (*)",
        "Your current game is unchanged.": "Dein laufendes Spiel ist unverändert.",
        "Cannot open the saved game": "Das gespeicherte Spiel lässt sich nicht öffnen",
        "%1 cannot be opened: %2.\n\n%3": "%1 lässt sich nicht öffnen: %2.\n\n%3",
        "Nothing to save": "Nichts zu speichern",
        "Start or open a game first.": "Beginne oder öffne zuerst ein Spiel.",
        "Save the game": "Spiel speichern",
        "Game Table saves (*.json)": "Game-Table-Spielstände (*.json)",
        "Cannot save": "Speichern nicht möglich",
        "The game could not be saved to %1: %2": "Das Spiel konnte nicht unter %1 gespeichert werden: %2",
        "Saved to %1": "Gespeichert unter %1",
    },
    "NewGameDialog": {
        "Random": "Zufällig",
        "Easy": "Leicht",
        "Normal": "Normal",
        "Hard": "Schwer",
        "Colour of player %1": "Farbe von Spieler %1",
        "Name of player %1": "Name von Spieler %1",
        "Person": "Mensch",
        "Computer": "Computer",
        "New game": "Neues Spiel",
        "&Game:": "&Spiel:",
        "&Players:": "S&pieler:",
        "Seats": "Plätze",
        "Colour": "Farbe",
        "Name": "Name",
        "Played by": "Gespielt von",
        "Computer level": "Computerstufe",
        "Options": "Optionen",
        "Free undo: take back moves even after cards were revealed (practice)":
            "Freies Rückgängigmachen: Züge auch nach aufgedeckten Karten zurücknehmen (Übung)",
        "&Seed (the same seed deals the same cards):": "S&tartwert (gleicher Startwert, gleiche Karten):",
        "New seed": "Neuer Startwert",
        "Start game": "Spiel beginnen",
        "Computer %1 (%2)": "Computer %1 (%2)",
        "Player %1": "Spieler %1",
        "1 player plays the solo rules; %1 to %2 players play against each other.":
            "1 Spieler spielt nach den Soloregeln; %1 bis %2 Spieler spielen gegeneinander.",
        "Cannot start this game": "Dieses Spiel kann nicht beginnen",
        "Names must differ": "Die Namen müssen sich unterscheiden",
        "Two seats have the same name. Give every player a different name, so the hand-over screen can say "
        "who comes next.": "Zwei Plätze haben denselben Namen. Gib jedem Spieler einen eigenen Namen, "
        "damit der Übergabebildschirm sagen kann, wer als Nächstes dran ist.",
    },
    "PlayerColour": {
        "Orange": "Orange",
        "Sky blue": "Himmelblau",
        "Bluish green": "Blaugrün",
        "Vermillion": "Zinnoberrot",
        "Reddish purple": "Rotviolett",
        "Yellow": "Gelb",
        "Blue": "Blau",
        "Cyan": "Cyan",
        "Lime": "Hellgrün",
        "Red": "Rot",
        "Magenta": "Magenta",
        "White": "Weiß",
    },
    "ScoreSheet": {
        "Nobody wins this game.": "Niemand gewinnt dieses Spiel.",
        "%1 and %2": "%1 und %2",
        "You scored %n point(s). Your rank: %1.": (
            "Du hast %n Punkt erzielt. Dein Rang: %1.",
            "Du hast %n Punkte erzielt. Dein Rang: %1.",
        ),
        "You scored %n point(s).": ("Du hast %n Punkt erzielt.", "Du hast %n Punkte erzielt."),
        "%1 wins with %n point(s).": ("%1 gewinnt mit %n Punkt.", "%1 gewinnt mit %n Punkten."),
        ", ": ", ",
        "%1 share the win with %n point(s) each.": (
            "%1 teilen sich den Sieg mit je %n Punkt.",
            "%1 teilen sich den Sieg mit je %n Punkten.",
        ),
        "Final scores": "Endwertung",
        "Total": "Summe",
        "Tie-break": "Gleichstand",
        "Winner": "Sieger",
        "Tie-break: the value that decides between players with equal totals.":
            "Gleichstand: der Wert, der zwischen Spielern mit gleicher Summe entscheidet.",
        "New game…": "Neues Spiel …",
        "Look at the table": "Tisch ansehen",
    },
    "TurnController": {
        "Not your turn": "Nicht am Zug",
        "It is not your decision now.": "Diese Entscheidung liegt gerade nicht bei dir.",
        "End your turn?": "Zug beenden?",
        "This action ends your turn. Do you want to go ahead?": "Damit endet dein Zug. Fortfahren?",
        "Move not allowed": "Zug nicht erlaubt",
        "That move is not allowed now, so nothing has changed.\n\n%1":
            "Dieser Zug ist jetzt nicht erlaubt, daher hat sich nichts geändert.\n\n%1",
        "Cannot redo": "Wiederherstellen nicht möglich",
        "The move cannot be replayed.\n\n%1": "Der Zug lässt sich nicht erneut ausführen.\n\n%1",
        "Computer player problem": "Problem mit einem Computerspieler",
        "A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.":
            "Ein Computerspieler konnte keinen Zug wählen (%1). Er spielt stattdessen nach einer einfachen "
            "Faustregel.",
        "Autosave failed": "Automatisches Speichern fehlgeschlagen",
        "The game could not be saved automatically (%1). Use Save As to keep it.":
            "Das Spiel konnte nicht automatisch gespeichert werden (%1). Sichere es mit „Speichern "
            "unter“.",
    },
    "copernico": {
        "Confirm": "Bestätigen",
        "Clear": "Zurücksetzen",
        "Rest (draw 2)": "Ausruhen (2 ziehen)",
        "Confirm your choice (Space)": "Auswahl bestätigen (Leertaste)",
        "Take a rest: draw 2 cards and place nothing (R)": "Ausruhen: 2 Karten ziehen und nichts auslegen (R)",
        "Start this choice again (Esc)": "Diese Auswahl neu beginnen (Esc)",
        "a player": "ein Spieler",
        "%n point(s)": ("%n Punkt", "%n Punkte"),
        "✓ you rest this turn": "✓ du ruhst diesen Zug aus",
        "Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.":
            "Bisherige Qualität und Dreierlinien dieses Tisches; Ratschläge und Hypothesen zählen am Ende.",
        "✗ nobody": "✗ niemand",
        "✓ %n players": ("✓ %n Spieler", "✓ %n Spieler"),
        "Deck": "Stapel",
        "Deck: %n card(s)": ("Stapel: %n Karte", "Stapel: %n Karten"),
        "Discard pile": "Ablage",
        "Discard pile (face down): %n card(s)": (
            "Ablagestapel (verdeckt): %n Karte", "Ablagestapel (verdeckt): %n Karten"),
        "Advice": "Ratschlag",
        "Advice %1": "Ratschlag %1",
        "seen by you": "von dir gesehen",
        "your hypothesis": "deine Hypothese",
        "objective": "Ziel",
        "✓ met +6": "✓ erfüllt +6",
        "✗ missed −6": "✗ verfehlt −6",
        "set aside": "beiseitegelegt",
        "Set aside: it has the colour of an Advice card in play (CO-20).":
            "Beiseitegelegt: Sie hat die Farbe einer Ratschlagkarte im Spiel (CO-20).",
        "Drawn cards: drag each one to a place on the right": "Gezogene Karten: jede auf ein Feld rechts ziehen",
        "Total": "Summe",
        "Rank: %1": "Rang: %1",
        "%1 · %2": "%1 · %2",
        "Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective":
            "Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · ±6 je Ziel",
        "Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6":
            "Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · Ratschlag 6 · je Hypothese 6",
        "chosen": "gewählt",
        "paying…": "zahlt …",
        "blank": "leer",
        "%1, placed face down: it shows no colours and scores nothing.":
            "%1, verdeckt ausgelegt: zeigt keine Farben und bringt keine Punkte.",
        "face down": "verdeckt",
        "free": "gratis",
        "pay %n card(s)": ("%n Karte zahlen", "%n Karten zahlen"),
        "red": "Rot",
        "green": "Grün",
        "yellow": "Gelb",
        "blue": "Blau",
        "purple": "Lila",
        "sun": "Sonne",
        "ringed planet": "Ringplanet",
        "star": "Stern",
        "crescent moon": "Mondsichel",
        "comet": "Komet",
        "Quality": "Qualität",
        "Aligned celestial bodies": "Aufgereihte Himmelskörper",
        "Different line colours": "Verschiedene Linienfarben",
        "Advice from Copernicus": "Rat des Kopernikus",
        "Hypotheses": "Hypothesen",
        "Objectives": "Ziele",
        "Planetary ignoramus": "Planetarischer Ahnungsloser",
        "Geocentrist": "Geozentriker",
        "Apprentice": "Lehrling",
        "Sage": "Weiser",
        "Copernicus": "Kopernikus",
        "Corners": "Ecken",
        "Arch": "Bogen",
        "Diamond": "Raute",
        "L": "L",
        "Crescent": "Sichel",
        "H": "H",
        "Trident": "Dreizack",
        "Plus": "Kreuz",
        "Cup": "Becher",
        "Bars": "Balken",
        "top row": "obere Reihe",
        "middle row": "mittlere Reihe",
        "bottom row": "untere Reihe",
        "left column": "linke Spalte",
        "middle column": "mittlere Spalte",
        "right column": "rechte Spalte",
        "diagonal from the top left": "Diagonale von oben links",
        "diagonal from the top right": "Diagonale von oben rechts",
        "Keep": "Behalten",
        "Discard": "Abwerfen",
        "Pass to %1": "An %1 weitergeben",
        "Pass left to %1": "Nach links an %1",
        "Pass right to %1": "Nach rechts an %1",
        "Turn %1 · Look at the sky": "Zug %1 · Den Himmel betrachten",
        "Turn %1 · Propose the system": "Zug %1 · Das System vorschlagen",
        "Turn %1 · Ask Copernicus for advice": "Zug %1 · Kopernikus um Rat fragen",
        "Round %1 of %2": "Runde %1 von %2",
        "Game over": "Spielende",
        "position %1": "Position %1",
        "%1 (%2)": "%1 (%2)",
        "Study-hour cost: %n (discard %n card(s) to place it)": (
            "Kosten in Studienstunden: %n (zum Auslegen %n Karte abwerfen)",
            "Kosten in Studienstunden: %n (zum Auslegen %n Karten abwerfen)",
        ),
        "Quadrant card %1": "Quadrantenkarte %1",
        "Quality: %1 (points at the end of the game)": "Qualität: %1 (Punkte bei Spielende)",
        "Celestial bodies: %1": "Himmelskörper: %1",
        ", ": ", ",
        "Hypothesis card: %1 (%2)": "Hypothesenkarte: %1 (%2)",
        "Fulfilled when positions %1 all show a %2 body.":
            "Erfüllt, wenn auf allen Positionen %1 ein Himmelskörper in %2 liegt.",
        "Positions count 1 to 9 row by row from the top left; shapes never turn.":
            "Die Positionen zählen von 1 bis 9 Reihe für Reihe ab oben links; Formen werden nie gedreht.",
        "Advice card, face down. Complete a line of three bodies of one colour to look at one.":
            "Ratschlagkarte, verdeckt. Vervollständige eine Linie aus drei Himmelskörpern einer Farbe, um "
            "eine anzusehen.",
        "Advice card: %1. +6 points with exactly one %1 body on your table, −6 otherwise.":
            "Ratschlagkarte: %1. +6 Punkte mit genau einem Himmelskörper in %1 auf deinem Tisch, sonst −6.",
        "Advice card: %1. 6 points to each player with the fewest %1 bodies (at least one).":
            "Ratschlagkarte: %1. 6 Punkte für jeden Spieler mit den wenigsten Himmelskörpern in %1 "
            "(mindestens einem).",
        "%1 and %2": "%1 und %2",
        "%1 places %2 on %3, paying %n card(s).": (
            "%1 legt %2 auf %3 und zahlt %n Karte.", "%1 legt %2 auf %3 und zahlt %n Karten."),
        "%1 places %2 on %3 for free.": "%1 legt %2 kostenlos auf %3.",
        "%1 reformulates: %2 replaces %3 on %4, paying %n card(s).": (
            "%1 formuliert um: %2 ersetzt %3 auf %4, bezahlt mit %n Karte.",
            "%1 formuliert um: %2 ersetzt %3 auf %4, bezahlt mit %n Karten.",
        ),
        "%1 rests and draws %n card(s).": ("%1 ruht aus und zieht %n Karte.", "%1 ruht aus und zieht %n Karten."),
        "You drew no cards: the deck and the discard pile are empty.":
            "Du hast keine Karten gezogen: Stapel und Ablage sind leer.",
        "You drew %1.": "Du hast %1 gezogen.",
        "You paid with %1.": "Du hast mit %1 bezahlt.",
        "You look at the sky and draw %1.": "Du betrachtest den Himmel und ziehst %1.",
        "%1 passes %2 to %3.": "%1 gibt %2 an %3 weiter.",
        "keep %1": "%1 behalten",
        "pass %1 left": "%1 nach links geben",
        "pass %1 right": "%1 nach rechts geben",
        "discard %1": "%1 abwerfen",
        "Your draft: %1.": "Deine Auswahl: %1.",
        "; ": "; ",
        "%1 has chosen the draft cards.": "%1 hat die Karten ausgewählt.",
        "%1 has chosen an action.": "%1 hat eine Aktion gewählt.",
        "%1 completes a %2 line (%3) and may ask Copernicus for advice.":
            "%1 vervollständigt eine Linie in %2 (%3) und darf Kopernikus um Rat fragen.",
        "%1 looks at Advice card %2.": "%1 sieht sich Ratschlagkarte %2 an.",
        "Advice card %1 is %2.": "Ratschlagkarte %1 ist %2.",
        "The deck ran out: the discard pile (%n card(s)) becomes the new deck.": (
            "Der Stapel ist aufgebraucht: Die Ablage (%n Karte) wird zum neuen Stapel.",
            "Der Stapel ist aufgebraucht: Die Ablage (%n Karten) wird zum neuen Stapel.",
        ),
        "Turn %1 begins: everyone looks at the sky.": "Zug %1 beginnt: Alle betrachten den Himmel.",
        "Turn %1: everyone proposes the system.": "Zug %1: Alle schlagen ihr System vor.",
        "The draft cards change hands; everyone takes their hand back up.":
            "Die ausgewählten Karten wechseln die Hand; alle nehmen ihre Handkarten wieder auf.",
        "%1 places a card face down on %2; it will not score.":
            "%1 legt eine Karte verdeckt auf %2; sie bringt keine Punkte.",
        "%1 draws %n card(s).": ("%1 zieht %n Karte.", "%1 zieht %n Karten."),
        "The work table is complete: %n point(s).": (
            "Der Arbeitstisch ist vollständig: %n Punkt.", "Der Arbeitstisch ist vollständig: %n Punkte."),
        "%1 completes the work table. %2 wins with %n point(s).": (
            "%1 vervollständigt den Arbeitstisch. %2 gewinnt mit %n Punkt.",
            "%1 vervollständigt den Arbeitstisch. %2 gewinnt mit %n Punkten.",
        ),
        "%1 completes the work table. %2 share the win with %n point(s).": (
            "%1 vervollständigt den Arbeitstisch. %2 teilen sich den Sieg mit %n Punkt.",
            "%1 vervollständigt den Arbeitstisch. %2 teilen sich den Sieg mit %n Punkten.",
        ),
        "Waiting…": "Warten …",
        "Waiting for %1…": "Warten auf %1 …",
        "Turn %1 — Confirm your choice (Space); Undo takes back a choice":
            "Zug %1 – Auswahl bestätigen (Leertaste); Rückgängig nimmt eine Wahl zurück",
        "Turn %1 — Drag your only card to Keep": "Zug %1 – Ziehe deine einzige Karte auf „Behalten“",
        "Turn %1 — Choose which card to keep and which to pass":
            "Zug %1 – Wähle, welche Karte du behältst und welche du weitergibst",
        "Turn %1 — Choose which card to keep, discard and pass":
            "Zug %1 – Wähle, welche Karte du behältst, abwirfst und weitergibst",
        "Place or reformulate a card, or rest": "Lege eine Karte aus, formuliere um oder ruhe aus",
        "Place a card, or rest": "Lege eine Karte aus oder ruhe aus",
        "No card can be paid for: place one face down (it will not score)":
            "Keine Karte ist bezahlbar: Lege eine verdeckt aus (sie bringt keine Punkte)",
        "Place a card on your work table": "Lege eine Karte auf deinen Arbeitstisch",
        "Confirm the payment for %1 (Space) — Undo takes back the placement":
            "Zahlung für %1 bestätigen (Leertaste) – Rückgängig nimmt das Auslegen zurück",
        "Select %n more card(s) to pay for %1 — Undo takes back the placement": (
            "Wähle noch %n Karte, um %1 zu bezahlen – Rückgängig nimmt das Auslegen zurück",
            "Wähle noch %n Karten, um %1 zu bezahlen – Rückgängig nimmt das Auslegen zurück",
        ),
        "Choose an Advice card to look at (%n look(s) left)": (
            "Wähle eine Ratschlagkarte zum Ansehen (noch %n Blick)",
            "Wähle eine Ratschlagkarte zum Ansehen (noch %n Blicke)",
        ),
        "Choose an Advice card to look at": "Wähle eine Ratschlagkarte zum Ansehen",
        "Game over — %n point(s): %1": ("Spielende – %n Punkt: %1", "Spielende – %n Punkte: %1"),
        "Game over — %n point(s)": ("Spielende – %n Punkt", "Spielende – %n Punkte"),
        "Game over — %1 wins with %n point(s)": (
            "Spielende – %1 gewinnt mit %n Punkt", "Spielende – %1 gewinnt mit %n Punkten"),
        "Game over — %1 share the win with %n point(s)": (
            "Spielende – %1 teilen sich den Sieg mit %n Punkt",
            "Spielende – %1 teilen sich den Sieg mit %n Punkten",
        ),
        "Cost %n: %1 selected": ("Kosten %n: %1 gewählt", "Kosten %n: %1 gewählt"),
        "Keys: Tab/arrows move · Enter picks up and puts down · R rest · Space confirm · Esc cancel · "
        "I details": "Tasten: Tab/Pfeile bewegen · Enter nimmt auf und legt ab · R ausruhen · "
        "Leertaste bestätigen · Esc abbrechen · I Details",
        "%n card(s) in hand": ("%n Karte auf der Hand", "%n Karten auf der Hand"),
        "%n advice look(s)": ("%n Blick auf Ratschläge", "%n Blicke auf Ratschläge"),
        "Quality %1 · %n line(s)": ("Qualität %1 · %n Linie", "Qualität %1 · %n Linien"),
        "✓ has chosen": "✓ hat gewählt",
        "choosing…": "wählt …",
        "rested last turn": "hat zuletzt ausgeruht",
        "asks for advice (%n look(s))": ("fragt um Rat (%n Blick)", "fragt um Rat (%n Blicke)"),
        "%1 (you)": "%1 (du)",
    },
}
