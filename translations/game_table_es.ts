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
        <location filename="../desktop_app/games/copernico/scene.py" line="+112"/>
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
        <location line="+143"/>
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
        <location line="+72"/>
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
        <location filename="../desktop_app/games/copycat/scene_art.py" line="+349"/>
        <source>%1 · %2</source>
        <translation type="unfinished">%1 · %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+58"/>
        <source>%1 and %2</source>
        <translation type="unfinished">%1 y %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation type="unfinished">, </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 (no. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>red</source>
        <translation type="unfinished">rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation type="unfinished">amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow-green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation type="unfinished">verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation type="unfinished">azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation type="unfinished">morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>crossed circle: no action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin: money and buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coin and star: money or points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star: victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two cards: drawing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker: campaign workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gear: special actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Used in phase 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special: follows its own text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Card again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide, buy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every card and worker can be used at most twice per round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory point markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doctorates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Victory points gained in the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 · Phase 1: planning (bid for turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 2: action (place workers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (play your cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Phase 3: buying and success (purchases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation type="unfinished">Fin de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player reached 95 victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last doctorate was acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the eleventh round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene.py" line="+206"/>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+9"/>
        <source>a player</source>
        <translation type="unfinished">un jugador</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>Street space %1: surcharge %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsold card here leaves the game at the end of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comes along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>office used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>office not used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s worker in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag this worker onto a glowing office.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2 victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+217"/>
        <source>Your possible moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>↑↓ choose · Enter does it · Esc closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene_texts.py" line="+147"/>
        <source>Waiting…</source>
        <translation type="unfinished">Esperando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the bid of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is acting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag one hand card onto your bid slot: the highest number goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag a worker onto a glowing office. You may play blue and purple cards before or after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worker placed. Play more cards or use your blue offices, then end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No office is free for you: play cards or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elbows: you may join an office held by another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All cards played. Use your offices, then go to the purchases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No purchase left: finish your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The game is over. Elected: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: L lists every move · Enter chooses · Esc closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place a worker beside another in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place a worker in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the office %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take 2 victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 + %2 = %3 coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 from space %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Use a special buying permission (slide and refill the street, buy 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish buying and score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass for the rest of phase 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to the purchases</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>councils</name>
    <message>
        <location filename="../desktop_app/games/councils/scene_texts.py" line="+49"/>
        <source>education</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>legislation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Committee for education</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committee for transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financial committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislative committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Special committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Education building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transport building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finance building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legislation building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City Hall (counts as every type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+22"/>
        <source>Education</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Finance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Legislation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>City Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kindergarten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bus Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Savings Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registry Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tram Depot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parking Garage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shopping Arcade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bicycle Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank Headquarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Administration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Museum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Fair Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research Institute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metro Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Administrative Court</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Building projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolved issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence majorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Influence left at the end (all five types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · last normal round: the deck is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation type="unfinished">Fin de la partida</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Carry out the action of a building next to this one (not another copying building, not City Hall), as if it were printed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move this building&apos;s employees onto an empty building that needs no more than that many; any employee left over comes back to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right after this building is placed you may put employees from your supply onto an empty building, exactly as many as it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>copy next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>staff empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>employee back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+51"/>
        <location line="+41"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+106"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Needs no employees; its action happens once, right after it is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The city starts here. City Hall counts as every building type, has no action and never holds employees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2, deck %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2</source>
        <translation type="unfinished">%1 y %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+23"/>
        <source>, </source>
        <translation type="unfinished">, </translation>
    </message>
    <message>
        <location line="-17"/>
        <source>a player</source>
        <translation type="unfinished">un jugador</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>at City Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of City Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot do anything and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 places one employee in each of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 resolves an issue in the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That includes the bonus point for resolving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Influence above 10 is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts the project %2, pays %3 and scores %4 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 builds %2 for free, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 places %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is added to the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 uses the action of %2 (#%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 (#%2) happens as it is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action of %1 has no effect now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gains %2 %3 (%4 more would be above 10 and is lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts an employee from %2 into the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copies the action of %2 (#%3) with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 leaves the empty buildings as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2 from the display to build for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 leads in no influence type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Place one employee in each of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the project %1 (pay %2, score %3 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve an issue in the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the action of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass (nothing else is possible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Choose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score for %1 buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip: leave the empty buildings as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished">%1 está pensando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final round: take any one action — place employees, start a project, resolve an issue or use a building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils (2 in one, or 1 in each of 3), or drag a project from the display into the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag employees onto councils: 2 in one council, or 1 in each of 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click a council to resolve its issue, or click one of your staffed buildings to use its action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No employees left: click a glowing council to resolve its issue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No employees left: click one of your staffed buildings to use its action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is possible: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drag %1 onto a glowing spot in the city (free build).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where %1 goes: click a glowing spot next to the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build %1 here for free and score %2 VP? Press Build, or Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build %1 here? You pay %2 and score %3 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click a glowing neighbour of %1 to copy its action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a glowing empty building: the employees of %1 move there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may click a glowing empty building to staff it from your supply, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a glowing project from the display into the city to build it for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keys: A lists every move · Enter confirms · Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation type="unfinished">%1 (tú)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+351"/>
        <source>counts as every type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene.py" line="+110"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All moves (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start this project here (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back what you have not sent yet (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every move you may make now (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+251"/>
        <source>+%1 majorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>councils %1 · buildings %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 VP: %2 from projects, %3 from issues, %4 from building actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Employees: %1 free, %2 in councils, %3 on buildings, %4 in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold labels: most influence of that type now (4 VP at the end, 2 VP each when tied).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+355"/>
        <source>%1: %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-342"/>
        <location filename="../desktop_app/games/councils/scene_art.py" line="+25"/>
        <location filename="../desktop_app/games/councils/scene_items.py" line="+306"/>
        <source>%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2→2 · 3→3 · 4+→3 VP +1 (any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2→2 · 3→3 · 4+→4 VP +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Resolving pays each player by their employees here: 1 → nothing, 2 → 2 influence, 3 → 3 influence, 4 or more → 4 VP and 1 influence; the resolver gets 1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resolving pays each player by their employees here, in council influence types of their choice: 1 → nothing, 2 → 2, 3 → 3, 4 or more → 3 VP and 1; the resolver gets 1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to resolve this issue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to use this building&apos;s action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to choose this building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag it onto a glowing spot in the city, or click it and then a spot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pay %1
+%2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Your free employee: drag it onto a council.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A free employee of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the box (not in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 in the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An employee of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_items.py" line="-62"/>
        <source>no employees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>none free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Building projects · deck: %1 A + %2 B cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene_keys.py" line="+86"/>
        <source>Every move you may make now — ↑↓ choose, Enter take, Esc close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 more: scroll with ↑↓)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
