<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../desktop_app/ui/crash.py" line="+141"/>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game Table ran into an unexpected error. Your game was saved: choose Continue on the home screen to go on from this point.</source>
        <translation>Game Table ha sufrido un error inesperado. Tu partida se ha guardado: elige «Continuar» en la pantalla de inicio para seguir desde este punto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game Table ran into an unexpected error. The game could not be saved now; the last automatic save is kept.</source>
        <translation>Game Table ha sufrido un error inesperado. No se ha podido guardar la partida ahora; se conserva el último guardado automático.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game Table ran into an unexpected error.</source>
        <translation>Game Table ha sufrido un error inesperado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please send us the bug report (it contains the game and its moves, nothing else). The details are also in the log files in %1.</source>
        <translation>Envíanos el informe de error, por favor (contiene la partida y sus jugadas, nada más). Los detalles también están en los archivos de registro de %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Copy bug report</source>
        <translation>Copiar informe de error</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../desktop_app/ui/log_view.py" line="+23"/>
        <location line="+7"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
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
        <translation>Cartas de Hipótesis (solitario)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Hypothesis cards for a harder solo game.</source>
        <translation>Roba dos cartas de Hipótesis para una partida en solitario más difícil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advice cards (solo)</source>
        <translation>Cartas de Consejo (solitario)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Advice cards for a harder solo game.</source>
        <translation>Roba dos cartas de Consejo para una partida en solitario más difícil.</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <location line="-5"/>
        <source>Draft celestial cards and draw the best system of the heavens on a 3×3 table.</source>
        <translation>Elige cartas celestes y traza el mejor sistema de los cielos en una mesa de 3×3.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../desktop_app/ui/scene_registry.py" line="+131"/>
        <source>a player</source>
        <translation>un jugador</translation>
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
        <translation>Pasa la pantalla a %1, por favor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything private is hidden. When %1 is at the screen, click the button below.</source>
        <translation>Todo lo privado está oculto. Cuando %1 esté ante la pantalla, pulsa el botón de abajo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I am %1, show my cards</source>
        <translation>Soy %1, enséñame mis cartas</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop_app/ui/help_viewer.py" line="+39"/>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no rules summary for this game yet.</source>
        <translation>Este juego aún no tiene un resumen de las reglas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About Game Table</source>
        <translation>Acerca de Game Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Game Table %1&lt;/h3&gt;&lt;p&gt;Tabletop games for the desktop: play alone against the computer or pass the screen around the table.&lt;/p&gt;&lt;p&gt;All drawings on the table are made by this program. Card contents marked as reconstructed in a game&apos;s rules summary are our own design, not the published game&apos;s.&lt;/p&gt;&lt;p&gt;Fonts: DejaVu (free licence, see resources/fonts).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Game Table %1&lt;/h3&gt;&lt;p&gt;Juegos de mesa para el ordenador: juega solo contra el ordenador o pasa la pantalla alrededor de la mesa.&lt;/p&gt;&lt;p&gt;Todos los dibujos de la mesa los crea este programa. Los contenidos de cartas marcados como reconstruidos en el resumen de reglas de un juego son un diseño propio, no los del juego publicado.&lt;/p&gt;&lt;p&gt;Tipos de letra: DejaVu (licencia libre, véase resources/fonts).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../desktop_app/ui/undo_bridge.py" line="+47"/>
        <source>%1 made a secret choice.</source>
        <translation>%1 ha elegido en secreto.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take back your last decision and the computer moves after it.</source>
        <translation>Deshace tu última decisión y las jugadas del ordenador posteriores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing can be taken back (new information has come out).</source>
        <translation>No se puede deshacer nada (ha salido a la luz información nueva).</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Game history</source>
        <translation>Historial de la partida</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1. (undone) a move by %2</source>
        <translation>%1. (deshecha) una jugada de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to play this move again.</source>
        <translation>Pulsa para volver a hacer esta jugada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is here now.</source>
        <translation>La partida está ahora aquí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go back to this point.</source>
        <translation>Pulsa para volver a este punto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game cannot go back to here: new information came out after it.</source>
        <translation>La partida no puede volver hasta aquí: después salió a la luz información nueva.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+51"/>
        <source>Solo or %1–%2 players</source>
        <translation>En solitario o de %1 a %2 jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>De %1 a %2 jugadores</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (no se puede leer)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 with %3, %n move(s)</source>
        <translation>
            <numerusform>%1: %2 con %3, %n jugada</numerusform>
            <numerusform>%1: %2 con %3, %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+223"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game Table</source>
        <translation>Game Table</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your last game was saved, but the autosave looks damaged. Continue tries to open it.</source>
        <translation>Tu última partida se guardó, pero el guardado automático parece dañado. «Continuar» intentará abrirlo.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Continue your last game: %1 with %2 (%n move(s) so far).</source>
        <translation>
            <numerusform>Continúa tu última partida: %1 con %2 (%n jugada hasta ahora).</numerusform>
            <numerusform>Continúa tu última partida: %1 con %2 (%n jugadas hasta ahora).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No saved games yet. Use Game ▸ Save As during a game.</source>
        <translation>Aún no hay partidas guardadas. Durante una partida, usa Partida ▸ Guardar como.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop_app/ui/main_window.py" line="+212"/>
        <source>Hold to skip ahead</source>
        <translation>Mantén pulsado para avanzar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer moves are shown at once while you hold this button.</source>
        <translation>Mientras mantengas pulsado este botón, las jugadas del ordenador se muestran al instante.</translation>
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
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History (click to go back)</source>
        <translation>Historial (pulsa para volver atrás)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — Game Table</source>
        <translation>%1 — Game Table</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue Last Game</source>
        <translation>&amp;Continuar la última partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Home Screen</source>
        <translation>&amp;Pantalla de inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip Ahead to the Next Person</source>
        <translation>&amp;Saltar hasta la siguiente persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Preferencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off</source>
        <translation>&amp;Desactivado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quick</source>
        <translation>&amp;Rápido</translation>
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
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Ritmo del ordenador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantáneo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default Computer &amp;Level</source>
        <translation>&amp;Nivel predeterminado del ordenador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System Language (%1)</source>
        <translation>Idioma del &amp;sistema (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High-Contrast Player Colours</source>
        <translation>Colores de jugador de alto &amp;contraste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm Before Ending a Turn</source>
        <translation>Con&amp;firmar antes de terminar el turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Free Undo in Solo Games (practice)</source>
        <translation>&amp;Deshacer libre en solitario (práctica)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;Log</source>
        <translation>Registro de la &amp;partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to Play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Game Table</source>
        <translation>&amp;Acerca de Game Table</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Phase: %1</source>
        <translation>Fase: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn, %1.</source>
        <translation>Te toca, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is choosing at the same time.</source>
        <translation>%1 está eligiendo a la vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Nothing to continue</source>
        <translation>Nada que continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no saved game to continue yet.</source>
        <translation>Aún no hay ninguna partida guardada que continuar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot continue the last game</source>
        <translation>No se puede continuar la última partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last game cannot be opened: %1.

The file is kept unchanged (a copy is at %2), so nothing is lost.</source>
        <translation>No se puede abrir la última partida: %1.

El archivo se conserva sin cambios (hay una copia en %2), así que no se pierde nada.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Partidas de Game Table (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your current game is unchanged.</source>
        <translation>Tu partida actual no ha cambiado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open the saved game</source>
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2.

%3</source>
        <translation>No se puede abrir %1: %2.

%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to save</source>
        <translation>Nada que guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start or open a game first.</source>
        <translation>Empieza o abre una partida primero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json)</source>
        <translation>Partidas de Game Table (*.json)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se ha podido guardar la partida en %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+45"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Colour of player %1</source>
        <translation>Color del jugador %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free undo: take back moves even after cards were revealed (practice)</source>
        <translation>Deshacer libre: deshacer jugadas incluso después de revelar cartas (práctica)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Seed (the same seed deals the same cards):</source>
        <translation>&amp;Semilla (la misma semilla reparte las mismas cartas):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Computer %1 (%2)</source>
        <translation>Ordenador %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>1 player plays the solo rules; %1 to %2 players play against each other.</source>
        <translation>1 jugador juega con las reglas en solitario; de %1 a %2 jugadores juegan entre sí.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Cannot start this game</source>
        <translation>No se puede empezar esta partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Names must differ</source>
        <translation>Los nombres deben ser distintos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two seats have the same name. Give every player a different name, so the hand-over screen can say who comes next.</source>
        <translation>Dos puestos tienen el mismo nombre. Da a cada jugador un nombre distinto para que la pantalla de relevo pueda decir a quién le toca.</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <location filename="../desktop_app/ui/theme.py" line="+43"/>
        <location line="+15"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Sky blue</source>
        <translation>Azul cielo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluish green</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vermillion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reddish purple</source>
        <translation>Púrpura rojizo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cyan</source>
        <translation>Cian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lime</source>
        <translation>Lima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magenta</source>
        <translation>Magenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop_app/ui/score_sheet.py" line="+39"/>
        <source>Nobody wins this game.</source>
        <translation>Nadie gana esta partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>You scored %n point(s). Your rank: %1.</source>
        <translation>
            <numerusform>Has conseguido %n punto. Tu rango: %1.</numerusform>
            <numerusform>Has conseguido %n puntos. Tu rango: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You scored %n point(s).</source>
        <translation>
            <numerusform>Has conseguido %n punto.</numerusform>
            <numerusform>Has conseguido %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gana con %n punto.</numerusform>
            <numerusform>%1 gana con %n puntos.</numerusform>
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
            <numerusform>%1 comparten la victoria con %n punto cada uno.</numerusform>
            <numerusform>%1 comparten la victoria con %n puntos cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tie-break: the value that decides between players with equal totals.</source>
        <translation>Desempate: el valor que decide entre jugadores con el mismo total.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the table</source>
        <translation>Ver la mesa</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <location filename="../desktop_app/ui/controller.py" line="+262"/>
        <source>Not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn?</source>
        <translation>¿Terminar tu turno?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action ends your turn. Do you want to go ahead?</source>
        <translation>Esta acción termina tu turno. ¿Quieres seguir?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move not allowed</source>
        <translation>Jugada no permitida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not allowed now, so nothing has changed.

%1</source>
        <translation>Esa jugada no está permitida ahora, así que no ha cambiado nada.

%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot redo</source>
        <translation>No se puede rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move cannot be replayed.

%1</source>
        <translation>No se puede volver a hacer la jugada.

%1</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Computer player problem</source>
        <translation>Problema con un jugador del ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.</source>
        <translation>Un jugador del ordenador no ha podido elegir jugada (%1). En su lugar juega con una regla sencilla.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Autosave failed</source>
        <translation>Ha fallado el guardado automático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically (%1). Use Save As to keep it.</source>
        <translation>No se ha podido guardar la partida automáticamente (%1). Usa «Guardar como» para conservarla.</translation>
    </message>
</context>
<context>
    <name>copernico</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene.py" line="+99"/>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest (draw 2)</source>
        <translation>Descansar (robar 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm your choice (Space)</source>
        <translation>Confirma tu elección (Espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a rest: draw 2 cards and place nothing (R)</source>
        <translation>Descansar: roba 2 cartas y no colocas nada (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start this choice again (Esc)</source>
        <translation>Empezar de nuevo esta elección (Esc)</translation>
    </message>
    <message>
        <location line="+89"/>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="+200"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message numerus="yes">
        <location line="+136"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>✓ you rest this turn</source>
        <translation>✓ descansas este turno</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.</source>
        <translation>Calidad y líneas de tres de esta mesa hasta ahora; los consejos y las hipótesis se cuentan al final.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>✗ nobody</source>
        <translation>✗ nadie</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>✓ %n players</source>
        <translation>
            <numerusform>✓ %n jugador</numerusform>
            <numerusform>✓ %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard pile</source>
        <translation>Descartes</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Discard pile (face down): %n card(s)</source>
        <translation>
            <numerusform>Pila de descartes (boca abajo): %n carta</numerusform>
            <numerusform>Pila de descartes (boca abajo): %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+31"/>
        <source>Advice</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Advice %1</source>
        <translation>Consejo %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seen by you</source>
        <translation>vista por ti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>your hypothesis</source>
        <translation>tu hipótesis</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+5"/>
        <source>objective</source>
        <translation>objetivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ met +6</source>
        <translation>✓ cumplido +6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ missed −6</source>
        <translation>✗ fallado −6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>set aside</source>
        <translation>apartada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside: it has the colour of an Advice card in play (CO-20).</source>
        <translation>Apartada: tiene el color de una carta de Consejo en juego (CO-20).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Drawn cards: drag each one to a place on the right</source>
        <translation>Cartas robadas: arrastra cada una a un sitio de la derecha</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank: %1</source>
        <translation>Rango: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective</source>
        <translation>Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · ±6 por objetivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6</source>
        <translation>Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · Consejo 6 · cada hipótesis 6</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying…</source>
        <translation>pagando…</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, placed face down: it shows no colours and scores nothing.</source>
        <translation>%1, colocada boca abajo: no muestra colores y no puntúa.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>face down</source>
        <translation>boca abajo</translation>
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
            <numerusform>pagar %n carta</numerusform>
            <numerusform>pagar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copernico/scene_texts.py" line="-151"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sun</source>
        <translation>sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ringed planet</source>
        <translation>planeta con anillos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star</source>
        <translation>estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crescent moon</source>
        <translation>luna creciente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comet</source>
        <translation>cometa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aligned celestial bodies</source>
        <translation>Cuerpos celestes alineados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Different line colours</source>
        <translation>Colores de línea distintos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advice from Copernicus</source>
        <translation>Consejo de Copérnico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypotheses</source>
        <translation>Hipótesis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planetary ignoramus</source>
        <translation>Ignorante planetario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Geocentrist</source>
        <translation>Geocentrista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apprentice</source>
        <translation>Aprendiz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sage</source>
        <translation>Sabio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copernicus</source>
        <translation>Copérnico</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Corners</source>
        <translation>Esquinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arch</source>
        <translation>Arco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamond</source>
        <translation>Rombo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crescent</source>
        <translation>Media luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trident</source>
        <translation>Tridente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus</source>
        <translation>Cruz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cup</source>
        <translation>Copa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bars</source>
        <translation>Barras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>top row</source>
        <translation>fila superior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>middle row</source>
        <translation>fila central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom row</source>
        <translation>fila inferior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left column</source>
        <translation>columna izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>middle column</source>
        <translation>columna central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right column</source>
        <translation>columna derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonal from the top left</source>
        <translation>diagonal desde arriba a la izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonal from the top right</source>
        <translation>diagonal desde arriba a la derecha</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to %1</source>
        <translation>Pasar a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass left to %1</source>
        <translation>Pasar a la izquierda, a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right to %1</source>
        <translation>Pasar a la derecha, a %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn %1 · Look at the sky</source>
        <translation>Turno %1 · Observar el cielo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · Propose the system</source>
        <translation>Turno %1 · Proponer el sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · Ask Copernicus for advice</source>
        <translation>Turno %1 · Pedir consejo a Copérnico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>position %1</source>
        <translation>posición %1</translation>
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
            <numerusform>Coste en horas de estudio: %n (descarta %n carta para colocarla)</numerusform>
            <numerusform>Coste en horas de estudio: %n (descarta %n cartas para colocarla)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quadrant card %1</source>
        <translation>Carta de cuadrante %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quality: %1 (points at the end of the game)</source>
        <translation>Calidad: %1 (puntos al final de la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Celestial bodies: %1</source>
        <translation>Cuerpos celestes: %1</translation>
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
        <translation>Carta de Hipótesis: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fulfilled when positions %1 all show a %2 body.</source>
        <translation>Se cumple cuando todas las posiciones %1 muestran un cuerpo de color %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions count 1 to 9 row by row from the top left; shapes never turn.</source>
        <translation>Las posiciones se cuentan del 1 al 9, fila a fila, desde arriba a la izquierda; las formas nunca giran.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Advice card, face down. Complete a line of three bodies of one colour to look at one.</source>
        <translation>Carta de Consejo, boca abajo. Completa una línea de tres cuerpos del mismo color para mirar una.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advice card: %1. +6 points with exactly one %1 body on your table, −6 otherwise.</source>
        <translation>Carta de Consejo: %1. +6 puntos con exactamente un cuerpo de color %1 en tu mesa; si no, −6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advice card: %1. 6 points to each player with the fewest %1 bodies (at least one).</source>
        <translation>Carta de Consejo: %1. 6 puntos para cada jugador con menos cuerpos de color %1 (al menos uno).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 places %2 on %3, paying %n card(s).</source>
        <translation>
            <numerusform>%1 coloca %2 en %3 y paga %n carta.</numerusform>
            <numerusform>%1 coloca %2 en %3 y paga %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places %2 on %3 for free.</source>
        <translation>%1 coloca %2 en %3 gratis.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 reformulates: %2 replaces %3 on %4, paying %n card(s).</source>
        <translation>
            <numerusform>%1 reformula: %2 sustituye a %3 en %4 y paga %n carta.</numerusform>
            <numerusform>%1 reformula: %2 sustituye a %3 en %4 y paga %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 rests and draws %n card(s).</source>
        <translation>
            <numerusform>%1 descansa y roba %n carta.</numerusform>
            <numerusform>%1 descansa y roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew no cards: the deck and the discard pile are empty.</source>
        <translation>No has robado cartas: el mazo y la pila de descartes están vacíos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew %1.</source>
        <translation>Has robado %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You paid with %1.</source>
        <translation>Has pagado con %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You look at the sky and draw %1.</source>
        <translation>Observas el cielo y robas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 pasa %2 a %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep %1</source>
        <translation>quedarte %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1 left</source>
        <translation>pasar %1 a la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass %1 right</source>
        <translation>pasar %1 a la derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your draft: %1.</source>
        <translation>Tu selección: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has chosen the draft cards.</source>
        <translation>%1 ha elegido sus cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has chosen an action.</source>
        <translation>%1 ha elegido una acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 completes a %2 line (%3) and may ask Copernicus for advice.</source>
        <translation>%1 completa una línea de color %2 (%3) y puede pedir consejo a Copérnico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 looks at Advice card %2.</source>
        <translation>%1 mira la carta de Consejo %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advice card %1 is %2.</source>
        <translation>La carta de Consejo %1 es de color %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The deck ran out: the discard pile (%n card(s)) becomes the new deck.</source>
        <translation>
            <numerusform>Se ha agotado el mazo: la pila de descartes (%n carta) pasa a ser el nuevo mazo.</numerusform>
            <numerusform>Se ha agotado el mazo: la pila de descartes (%n cartas) pasa a ser el nuevo mazo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1 begins: everyone looks at the sky.</source>
        <translation>Empieza el turno %1: todos observan el cielo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: everyone proposes the system.</source>
        <translation>Turno %1: todos proponen su sistema.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The draft cards change hands; everyone takes their hand back up.</source>
        <translation>Las cartas elegidas cambian de manos; todos recogen de nuevo su mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a card face down on %2; it will not score.</source>
        <translation>%1 coloca una carta boca abajo en %2; no puntuará.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The work table is complete: %n point(s).</source>
        <translation>
            <numerusform>La mesa de trabajo está completa: %n punto.</numerusform>
            <numerusform>La mesa de trabajo está completa: %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 completes the work table. %2 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 completa la mesa de trabajo. %2 gana con %n punto.</numerusform>
            <numerusform>%1 completa la mesa de trabajo. %2 gana con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 completes the work table. %2 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 completa la mesa de trabajo. %2 comparten la victoria con %n punto.</numerusform>
            <numerusform>%1 completa la mesa de trabajo. %2 comparten la victoria con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting…</source>
        <translation>Esperando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1…</source>
        <translation>Esperando a %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1 — Confirm your choice (Space); Undo takes back a choice</source>
        <translation>Turno %1 — Confirma tu elección (Espacio); Deshacer anula una elección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 — Drag your only card to Keep</source>
        <translation>Turno %1 — Arrastra tu única carta a «Quedarse»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 — Choose which card to keep and which to pass</source>
        <translation>Turno %1 — Elige qué carta te quedas y cuál pasas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 — Choose which card to keep, discard and pass</source>
        <translation>Turno %1 — Elige qué carta te quedas, cuál descartas y cuál pasas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place or reformulate a card, or rest</source>
        <translation>Coloca o reformula una carta, o descansa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a card, or rest</source>
        <translation>Coloca una carta o descansa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card can be paid for: place one face down (it will not score)</source>
        <translation>No puedes pagar ninguna carta: coloca una boca abajo (no puntuará)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a card on your work table</source>
        <translation>Coloca una carta en tu mesa de trabajo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Confirm the payment for %1 (Space) — Undo takes back the placement</source>
        <translation>Confirma el pago de %1 (Espacio) — Deshacer anula la colocación</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Select %n more card(s) to pay for %1 — Undo takes back the placement</source>
        <translation>
            <numerusform>Selecciona %n carta más para pagar %1 — Deshacer anula la colocación</numerusform>
            <numerusform>Selecciona %n cartas más para pagar %1 — Deshacer anula la colocación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Choose an Advice card to look at (%n look(s) left)</source>
        <translation>
            <numerusform>Elige una carta de Consejo para mirarla (te queda %n mirada)</numerusform>
            <numerusform>Elige una carta de Consejo para mirarla (te quedan %n miradas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose an Advice card to look at</source>
        <translation>Elige una carta de Consejo para mirarla</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Game over — %n point(s): %1</source>
        <translation>
            <numerusform>Fin de la partida — %n punto: %1</numerusform>
            <numerusform>Fin de la partida — %n puntos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game over — %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida — %n punto</numerusform>
            <numerusform>Fin de la partida — %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Game over — %1 wins with %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida — %1 gana con %n punto</numerusform>
            <numerusform>Fin de la partida — %1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game over — %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida — %1 comparten la victoria con %n punto</numerusform>
            <numerusform>Fin de la partida — %1 comparten la victoria con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cost %n: %1 selected</source>
        <translation>
            <numerusform>Coste %n: %1 seleccionadas</numerusform>
            <numerusform>Coste %n: %1 seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: Tab/arrows move · Enter picks up and puts down · R rest · Space confirm · Esc cancel · I details</source>
        <translation>Teclas: Tab/flechas mover · Intro coge y suelta · R descansar · Espacio confirmar · Esc cancelar · I detalles</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n advice look(s)</source>
        <translation>
            <numerusform>%n mirada a los consejos</numerusform>
            <numerusform>%n miradas a los consejos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Quality %1 · %n line(s)</source>
        <translation>
            <numerusform>Calidad %1 · %n línea</numerusform>
            <numerusform>Calidad %1 · %n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ has chosen</source>
        <translation>✓ ha elegido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choosing…</source>
        <translation>eligiendo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rested last turn</source>
        <translation>descansó el turno anterior</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>asks for advice (%n look(s))</source>
        <translation>
            <numerusform>pide consejo (%n mirada)</numerusform>
            <numerusform>pide consejo (%n miradas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (n.º %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow-green</source>
        <translation>Amarillo verdoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>crossed circle: no action</source>
        <translation>círculo tachado: sin acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin: money and buying</source>
        <translation>moneda: dinero y compras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin and star: money or points</source>
        <translation>moneda y estrella: dinero o puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star: victory points</source>
        <translation>estrella: puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two cards: drawing cards</source>
        <translation>dos cartas: robar cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker: campaign workers</source>
        <translation>figura: trabajadores de campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gear: special actions</source>
        <translation>engranaje: acciones especiales</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No action</source>
        <translation>Sin acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 3</source>
        <translation>Se usa en la fase 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 2</source>
        <translation>Se usa en la fase 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special: follows its own text</source>
        <translation>Especial: sigue su propio texto</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Card again</source>
        <translation>Carta otra vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide, buy 1</source>
        <translation>Desplaza, compra 1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every card and worker can be used at most twice per round.</source>
        <translation>Cada carta y cada trabajador puede usarse como máximo dos veces por ronda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offices</source>
        <translation>Oficinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory point markers</source>
        <translation>Marcadores de puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doctorates</source>
        <translation>Doctorados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Victory points gained in the last round</source>
        <translation>Puntos de victoria ganados en la última ronda</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 · Phase 1: planning (bid for turn order)</source>
        <translation>Ronda %1 · Fase 1: planificación (puja por el orden de turno)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 2: action (place workers)</source>
        <translation>Ronda %1 · Fase 2: acción (colocar trabajadores)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (play your cards)</source>
        <translation>Ronda %1 · Fase 3: compras y éxito (juega tus cartas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (purchases)</source>
        <translation>Ronda %1 · Fase 3: compras y éxito (adquisiciones)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player reached 95 victory points</source>
        <translation>un jugador ha llegado a 95 puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last doctorate was acquired</source>
        <translation>se ha obtenido el último doctorado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the eleventh round is over</source>
        <translation>ha terminado la undécima ronda</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene.py" line="+194"/>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+9"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>Street space %1: surcharge %2.</source>
        <translation>Casilla %1 de la calle: recargo de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsold card here leaves the game at the end of the round.</source>
        <translation>Una carta sin vender en esta casilla sale de la partida al final de la ronda.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid laid</source>
        <translation>puja hecha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clipboard</source>
        <translation>portapapeles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard</source>
        <translation>descarte</translation>
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
        <translation>viene también</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>office used</source>
        <translation>oficina usada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>office not used yet</source>
        <translation>oficina aún sin usar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s worker in %2 (%3)</source>
        <translation>Trabajador de %1 en la oficina %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag this worker onto a glowing office.</source>
        <translation>Arrastra este trabajador a una oficina iluminada.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2 victory points</source>
        <translation>%1 – puntos de victoria: %2</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>Your possible moves</source>
        <translation>Tus jugadas posibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑↓ choose · Enter does it · Esc closes</source>
        <translation>↑↓ elegir · Intro ejecutar · Esc cerrar</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+147"/>
        <source>Waiting…</source>
        <translation>Esperando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the bid of %1.</source>
        <translation>Esperando la puja de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is acting.</source>
        <translation>%1 está jugando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag one hand card onto your bid slot: the highest number goes first.</source>
        <translation>Arrastra una carta de tu mano a tu casilla de puja: empieza el número más alto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag a worker onto a glowing office. You may play blue and purple cards before or after.</source>
        <translation>Arrastra un trabajador a una oficina iluminada. Puedes jugar cartas azules y moradas antes o después.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worker placed. Play more cards or use your blue offices, then end your turn.</source>
        <translation>Trabajador colocado. Juega más cartas o usa tus oficinas azules y luego termina tu turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No office is free for you: play cards or pass.</source>
        <translation>No hay ninguna oficina libre para ti: juega cartas o pasa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elbows: you may join an office held by another player.</source>
        <translation>Codazos: puedes entrar en una oficina ocupada por otro jugador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All cards played. Use your offices, then go to the purchases.</source>
        <translation>Todas las cartas jugadas. Usa tus oficinas y pasa a las compras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No purchase left: finish your turn.</source>
        <translation>No te quedan compras: termina tu turno.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The game is over. Elected: %1.</source>
        <translation>La partida ha terminado. Gana la elección: %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>deciding…</source>
        <translation>decidiendo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: L lists every move · Enter chooses · Esc closes</source>
        <translation>Teclas: L muestra todas las jugadas · Intro elige · Esc cierra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid %1</source>
        <translation>Pujar con %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place a worker beside another in %1</source>
        <translation>Colocar un trabajador junto a otro en la oficina %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place a worker in %1</source>
        <translation>Colocar un trabajador en la oficina %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the office %1</source>
        <translation>Usar la oficina %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take 2 victory points</source>
        <translation>Tomar 2 puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 coin</source>
        <translation>Tomar 1 moneda</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 + %2 = %3 coins</source>
        <translation>%1 + %2 = %3 monedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 from space %2 for %3</source>
        <translation>Comprar %1 de la casilla %2 por %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Use a special buying permission (slide and refill the street, buy 1)</source>
        <translation>Usar un permiso especial de compra (desplazar y reponer la calle, comprar 1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish buying and score</source>
        <translation>Terminar las compras y puntuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your turn</source>
        <translation>Terminar tu turno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass for the rest of phase 2</source>
        <translation>Pasar durante el resto de la fase 2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to the purchases</source>
        <translation>Pasar a las compras</translation>
    </message>
</context>
<context>
    <name>councils</name>
    <message>
        <location filename="../desktop_app/games/councils/scene_texts.py" line="+49"/>
        <source>education</source>
        <translation>educación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transport</source>
        <translation>transporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finance</source>
        <translation>finanzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>legislation</source>
        <translation>legislación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>development</source>
        <translation>desarrollo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edu</source>
        <translation>Edu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tra</source>
        <translation>Tra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fin</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leg</source>
        <translation>Leg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev</source>
        <translation>Des</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Committee for education</source>
        <translation>Comisión de educación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committee for transport</source>
        <translation>Comisión de transporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financial committee</source>
        <translation>Comisión de finanzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislative committee</source>
        <translation>Comisión legislativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Special committee</source>
        <translation>Comisión especial</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Education building</source>
        <translation>Edificio de educación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transport building</source>
        <translation>Edificio de transporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finance building</source>
        <translation>Edificio de finanzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislation building</source>
        <translation>Edificio de legislación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City Hall (counts as every type)</source>
        <translation>Ayuntamiento (cuenta como cualquier tipo)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+22"/>
        <source>Education</source>
        <translation>Educación</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Transport</source>
        <translation>Transporte</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Finance</source>
        <translation>Finanzas</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Legislation</source>
        <translation>Legislación</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>City Hall</source>
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kindergarten</source>
        <translation>Escuela infantil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bus Stop</source>
        <translation>Parada de autobús</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Savings Bank</source>
        <translation>Caja de ahorros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registry Office</source>
        <translation>Registro civil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary School</source>
        <translation>Escuela primaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market Hall</source>
        <translation>Mercado municipal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tram Depot</source>
        <translation>Cocheras del tranvía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police Station</source>
        <translation>Comisaría</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parking Garage</source>
        <translation>Parking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire Station</source>
        <translation>Parque de bomberos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shopping Arcade</source>
        <translation>Galería comercial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music School</source>
        <translation>Escuela de música</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Archive</source>
        <translation>Archivo municipal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office Block</source>
        <translation>Bloque de oficinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth Centre</source>
        <translation>Centro juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bicycle Station</source>
        <translation>Estación de bicicletas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High School</source>
        <translation>Instituto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train Station</source>
        <translation>Estación de tren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Exchange</source>
        <translation>Bolsa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <translation>Juzgado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <translation>Universidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harbour</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank Headquarters</source>
        <translation>Sede bancaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Administration</source>
        <translation>Oficina municipal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Museum</source>
        <translation>Museo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Fair Hall</source>
        <translation>Pabellón ferial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airport</source>
        <translation>Aeropuerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Office</source>
        <translation>Oficina de Hacienda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research Institute</source>
        <translation>Instituto científico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metro Line</source>
        <translation>Línea de metro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison</source>
        <translation>Cárcel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Park</source>
        <translation>Centro de negocios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Administrative Court</source>
        <translation>Tribunal administrativo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Building projects</source>
        <translation>Proyectos de construcción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolved issues</source>
        <translation>Asuntos resueltos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building actions</source>
        <translation>Acciones de edificio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence majorities</source>
        <translation>Mayorías de influencia</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Influence left at the end (all five types)</source>
        <translation>Influencia sobrante al final (los cinco tipos)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · last normal round: the deck is used up</source>
        <translation>Ronda %1 · última ronda normal: el mazo se ha agotado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Carry out the action of a building next to this one (not another copying building, not City Hall), as if it were printed here.</source>
        <translation>Realiza la acción de un edificio adyacente a este (ni otro edificio que copie ni el ayuntamiento), como si estuviera impresa aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move this building&apos;s employees onto an empty building that needs no more than that many; any employee left over comes back to you.</source>
        <translation>Traslada los empleados de este edificio a un edificio vacío que no necesite más que esos; los que sobren vuelven a ti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after this building is placed you may put employees from your supply onto an empty building, exactly as many as it needs.</source>
        <translation>Justo después de colocar este edificio puedes poner empleados de tu reserva en un edificio vacío, exactamente los que necesite.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>copy next</source>
        <translation>copiar vecino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move staff</source>
        <translation>trasladar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>staff empty</source>
        <translation>ocupar vacío</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>employee back</source>
        <translation>recuperar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free build</source>
        <translation>construir gratis</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+41"/>
        <source>%1 %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+106"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Needs no employees; its action happens once, right after it is placed.</source>
        <translation>No necesita empleados; su acción ocurre una sola vez, justo después de colocarlo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The city starts here. City Hall counts as every building type, has no action and never holds employees.</source>
        <translation>Aquí empieza la ciudad. El ayuntamiento cuenta como cualquier tipo de edificio, no tiene acción y nunca acoge empleados.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2, deck %3)</source>
        <translation>%1 (%2, mazo %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: %1</source>
        <translation>Coste: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action #%1: %2</source>
        <translation>Acción #%1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
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
        <translation>un jugador</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>at City Hall</source>
        <translation>en el ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of City Hall</source>
        <translation>%1 desde el ayuntamiento</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot do anything and passes.</source>
        <translation>%1 no puede hacer nada y pasa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 places one employee in each of: %2.</source>
        <translation>%1 coloca un empleado en cada una de estas comisiones: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 resolves an issue in the %2.</source>
        <translation>%1 resuelve un asunto en la %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That includes the bonus point for resolving.</source>
        <translation>Eso incluye el punto extra por resolver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Influence above 10 is lost.</source>
        <translation>La influencia por encima de 10 se pierde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts the project %2, pays %3 and scores %4 VP.</source>
        <translation>%1 inicia el proyecto %2, paga %3 y gana %4 PV.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 builds %2 for free, %3.</source>
        <translation>%1 construye gratis el edificio %2 (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 places %2 %3.</source>
        <translation>%1 coloca el edificio %2 (%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is added to the display.</source>
        <translation>El proyecto %1 entra en la oferta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.</source>
        <translation>El mazo se ha agotado y solo quedan 4 proyectos: esta ronda se juega hasta el final y después vienen dos rondas finales.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 uses the action of %2 (#%3).</source>
        <translation>%1 usa la acción del edificio %2 (#%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 (#%2) happens as it is placed.</source>
        <translation>La acción del edificio %1 (#%2) se realiza al colocarlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 has no effect now.</source>
        <translation>La acción del edificio %1 no tiene efecto ahora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gains %2 %3 (%4 more would be above 10 and is lost).</source>
        <translation>%1 gana %2 de %3 (%4 más superaría 10 y se pierde).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains %2 %3.</source>
        <translation>%1 gana %2 de %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts an employee from %2 into the box.</source>
        <translation>%1 devuelve a la caja un empleado del edificio %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays %2.</source>
        <translation>%1 paga %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copies the action of %2 (#%3) with %4.</source>
        <translation>%1 copia con el edificio %4 la acción del edificio %2 (#%3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 leaves the empty buildings as they are.</source>
        <translation>%1 deja los edificios vacíos como están.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2 from the display to build for free.</source>
        <translation>%1 elige el proyecto %2 de la oferta para construirlo gratis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 leads in no influence type.</source>
        <translation>%1 no lidera ningún tipo de influencia.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Place one employee in each of: %1</source>
        <translation>Colocar un empleado en cada una de estas comisiones: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the project %1 (pay %2, score %3 VP)</source>
        <translation>Iniciar el proyecto %1 (pagar %2, ganar %3 PV)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve an issue in the %1</source>
        <translation>Resolver un asunto en la %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the action of %1: %2</source>
        <translation>Usar la acción del edificio %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass (nothing else is possible)</source>
        <translation>Pasar (no se puede hacer nada más)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the card %1</source>
        <translation>Colocar la carta: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Choose %1</source>
        <translation>Elegir %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score for %1 buildings</source>
        <translation>Puntuar por edificios de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 from the display</source>
        <translation>Construir %1 de la oferta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip: leave the empty buildings as they are</source>
        <translation>Omitir: dejar los edificios vacíos como están</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the table.</source>
        <translation>Observas la mesa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final round: take any one action — place employees, start a project, resolve an issue or use a building.</source>
        <translation>Ronda final: realiza una acción cualquiera — colocar empleados, iniciar un proyecto, resolver un asunto o usar un edificio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils (2 in one, or 1 in each of 3), or drag a project from the display into the city.</source>
        <translation>Arrastra empleados a las comisiones (2 a una, o 1 a cada una de 3) o arrastra un proyecto de la oferta a la ciudad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils: 2 in one council, or 1 in each of 3.</source>
        <translation>Arrastra empleados a las comisiones: 2 a una comisión, o 1 a cada una de 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click a council to resolve its issue, or click one of your staffed buildings to use its action.</source>
        <translation>No te quedan empleados: pulsa una comisión para resolver su asunto, o uno de tus edificios ocupados para usar su acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No employees left: click a glowing council to resolve its issue.</source>
        <translation>No te quedan empleados: pulsa una comisión iluminada para resolver su asunto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click one of your staffed buildings to use its action.</source>
        <translation>No te quedan empleados: pulsa uno de tus edificios ocupados para usar su acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is possible: pass.</source>
        <translation>No puedes hacer nada: pasa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag a second employee onto the same council, or one each onto two other glowing councils.</source>
        <translation>Arrastra un segundo empleado a la misma comisión, o uno a cada una de otras dos comisiones iluminadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag one more employee onto a glowing council.</source>
        <translation>Arrastra un empleado más a una comisión iluminada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag %1 onto a glowing spot in the city (free build).</source>
        <translation>Arrastra %1 a una casilla iluminada de la ciudad (construcción gratuita).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where %1 goes: click a glowing spot next to the city.</source>
        <translation>Elige dónde va %1: pulsa una casilla iluminada junto a la ciudad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build %1 here for free and score %2 VP? Press Build, or Cancel.</source>
        <translation>¿Construir %1 aquí gratis y ganar %2 PV? Pulsa «Construir» o «Cancelar».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 here? You pay %2 and score %3 VP.</source>
        <translation>¿Construir %1 aquí? Pagas %2 y ganas %3 PV.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click a glowing neighbour of %1 to copy its action.</source>
        <translation>Pulsa un vecino iluminado de %1 para copiar su acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a glowing empty building: the employees of %1 move there.</source>
        <translation>Pulsa un edificio vacío iluminado: los empleados de %1 se trasladan allí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may click a glowing empty building to staff it from your supply, or skip.</source>
        <translation>Puedes pulsar un edificio vacío iluminado para ocuparlo con empleados de tu reserva, u omitirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a glowing project from the display into the city to build it for free.</source>
        <translation>Arrastra un proyecto iluminado de la oferta a la ciudad para construirlo gratis.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keys: A lists every move · Enter confirms · Esc cancels</source>
        <translation>Teclas: A muestra todas las jugadas · Intro confirma · Esc cancela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+342"/>
        <source>counts as every type</source>
        <translation>cuenta como cualquier tipo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no staff</source>
        <translation>sin personal</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene.py" line="+97"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All moves (A)</source>
        <translation>Todas las jugadas (A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start this project here (Enter)</source>
        <translation>Iniciar este proyecto aquí (Intro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back what you have not sent yet (Esc)</source>
        <translation>Retirar lo que aún no has enviado (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every move you may make now (A)</source>
        <translation>Mostrar todas las jugadas que puedes hacer ahora (A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The city</source>
        <translation>La ciudad</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>+%1 majorities</source>
        <translation>+%1 mayorías</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>councils %1 · buildings %2</source>
        <translation>comisiones %1 · edificios %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 VP: %2 from projects, %3 from issues, %4 from building actions</source>
        <translation>%1 PV: %2 de proyectos, %3 de asuntos, %4 de acciones de edificio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Employees: %1 free, %2 in councils, %3 on buildings, %4 in the box</source>
        <translation>Empleados: %1 libres, %2 en comisiones, %3 en edificios, %4 en la caja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold labels: most influence of that type now (4 VP at the end, 2 VP each when tied).</source>
        <translation>Etiquetas doradas: mayor influencia de ese tipo ahora mismo (4 PV al final, 2 PV a cada uno si hay empate).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+357"/>
        <source>%1: %2 VP</source>
        <translation>%1: %2 PV</translation>
    </message>
    <message>
        <location line="-344"/>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+25"/>
        <location filename="../desktop_app/games/councils/scene_items.py" line="+314"/>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation>a elegir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2→2 · 3→3 · 4+→3 VP +1 (any)</source>
        <translation>2→2 · 3→3 · 4+→3 PV +1 (a elegir)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2→2 · 3→3 · 4+→4 VP +1</source>
        <translation>2→2 · 3→3 · 4+→4 PV +1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Resolving pays each player by their employees here: 1 → nothing, 2 → 2 influence, 3 → 3 influence, 4 or more → 4 VP and 1 influence; the resolver gets 1 more.</source>
        <translation>Al resolver, cada jugador cobra según sus empleados aquí: 1 → nada, 2 → 2 de influencia, 3 → 3 de influencia, 4 o más → 4 PV y 1 de influencia; quien resuelve recibe 1 más.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resolving pays each player by their employees here, in council influence types of their choice: 1 → nothing, 2 → 2, 3 → 3, 4 or more → 3 VP and 1; the resolver gets 1 more.</source>
        <translation>Al resolver, cada jugador cobra según sus empleados aquí, en los tipos de influencia de comisión que elija: 1 → nada, 2 → 2, 3 → 3, 4 o más → 3 PV y 1; quien resuelve recibe 1 más.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to resolve this issue.</source>
        <translation>Pulsa para resolver este asunto.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.</source>
        <translation>El mazo: las cartas A están encima de las B. Cuando se agota y solo quedan 4 proyectos en la oferta, la partida se encamina a su final.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to use this building&apos;s action.</source>
        <translation>Pulsa para usar la acción de este edificio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to choose this building.</source>
        <translation>Pulsa para elegir este edificio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag it onto a glowing spot in the city, or click it and then a spot.</source>
        <translation>Arrástralo a una casilla iluminada de la ciudad, o púlsalo y luego pulsa una casilla.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>here</source>
        <translation>aquí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pay %1
+%2 VP</source>
        <translation>pagar %1
+%2 PV</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Your free employee: drag it onto a council.</source>
        <translation>Tu empleado libre: arrástralo a una comisión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A free employee of %1</source>
        <translation>Un empleado libre de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the box (not in play)</source>
        <translation>Un empleado de %1 en la caja (fuera de juego)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the %2</source>
        <translation>Un empleado de %1 en la %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 on %2</source>
        <translation>Un empleado de %1 en el edificio %2</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_items.py" line="-62"/>
        <source>no employees</source>
        <translation>sin empleados</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>none free</source>
        <translation>ninguno libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>box</source>
        <translation>caja</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Building projects · deck: %1 A + %2 B cards left</source>
        <translation>Proyectos · mazo: quedan %1 cartas A + %2 B</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_keys.py" line="+86"/>
        <source>Every move you may make now — ↑↓ choose, Enter take, Esc close</source>
        <translation>Todas las jugadas que puedes hacer ahora — ↑↓ elegir, Intro hacer, Esc cerrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 more: scroll with ↑↓)</source>
        <translation>%1 (%2 más: desplázate con ↑↓)</translation>
    </message>
</context>
</TS>
