# ruff: noqa: E501 - translation data: long sentences stay on one line for translators
"""Spanish texts: {context: {English source: Spanish}}; plurals are (one, other).

Terms: hipótesis, consejo (carta de Consejo, consejo de Copérnico), mesa de trabajo,
cuerpo celeste, carta de cuadrante, horas de estudio, reformular, descansar. The player
is addressed with "tú". Colour names follow "de color" ("una línea de color rojo"), so
they never need agreement.
"""

TEXTS = {
    "CrashDialog": {
        "Something went wrong": "Algo ha salido mal",
        "Game Table ran into an unexpected error. Your game was saved: choose Continue on the home screen "
        "to go on from this point.": "Game Table ha sufrido un error inesperado. Tu partida se ha guardado: "
        "elige «Continuar» en la pantalla de inicio para seguir desde este punto.",
        "Game Table ran into an unexpected error. The game could not be saved now; the last automatic save "
        "is kept.": "Game Table ha sufrido un error inesperado. No se ha podido guardar la partida ahora; "
        "se conserva el último guardado automático.",
        "Game Table ran into an unexpected error.": "Game Table ha sufrido un error inesperado.",
        "Please send us the bug report (it contains the game and its moves, nothing else). The details are "
        "also in the log files in %1.": "Envíanos el informe de error, por favor (contiene la partida y "
        "sus jugadas, nada más). Los detalles también están en los archivos de registro de %1.",
        "Copy bug report": "Copiar informe de error",
        "Close": "Cerrar",
        "Copied": "Copiado",
    },
    "GameLog": {
        "Game log": "Registro de la partida",
        "%1. %2": "%1. %2",
    },
    "GameOption": {
        "Hypothesis cards (solo)": "Cartas de Hipótesis (solitario)",
        "Draw two Hypothesis cards for a harder solo game.":
            "Roba dos cartas de Hipótesis para una partida en solitario más difícil.",
        "Advice cards (solo)": "Cartas de Consejo (solitario)",
        "Draw two Advice cards for a harder solo game.":
            "Roba dos cartas de Consejo para una partida en solitario más difícil.",
    },
    "GameSummary": {
        "Draft celestial cards and draw the best system of the heavens on a 3×3 table.":
            "Elige cartas celestes y traza el mejor sistema de los cielos en una mesa de 3×3.",
    },
    "GameText": {
        "a player": "un jugador",
        "%1: %2 (%3)": "%1: %2 (%3)",
        "%1: %2": "%1: %2",
        "%1 (%2)": "%1 (%2)",
    },
    "GameTitle": {
        "Copernico": "Copernico",
    },
    "Handover": {
        "Please pass the screen to %1.": "Pasa la pantalla a %1, por favor.",
        "Everything private is hidden. When %1 is at the screen, click the button below.":
            "Todo lo privado está oculto. Cuando %1 esté ante la pantalla, pulsa el botón de abajo.",
        "I am %1, show my cards": "Soy %1, enséñame mis cartas",
    },
    "Help": {
        "How to play %1": "Cómo se juega a %1",
        "There is no rules summary for this game yet.": "Este juego aún no tiene un resumen de las reglas.",
        "About Game Table": "Acerca de Game Table",
        "<h3>Game Table %1</h3><p>Tabletop games for the desktop: play alone against the computer or pass "
        "the screen around the table.</p><p>All drawings on the table are made by this program. Card "
        "contents marked as reconstructed in a game's rules summary are our own design, not the published "
        "game's.</p><p>Fonts: DejaVu (free licence, see resources/fonts).</p>":
            "<h3>Game Table %1</h3><p>Juegos de mesa para el ordenador: juega solo contra el ordenador o "
            "pasa la pantalla alrededor de la mesa.</p><p>Todos los dibujos de la mesa los crea este "
            "programa. Los contenidos de cartas marcados como reconstruidos en el resumen de reglas de un "
            "juego son un diseño propio, no los del juego publicado.</p><p>Tipos de letra: DejaVu "
            "(licencia libre, véase resources/fonts).</p>",
    },
    "History": {
        "%1 made a secret choice.": "%1 ha elegido en secreto.",
        "&Undo": "&Deshacer",
        "&Redo": "&Rehacer",
        "Take back your last decision and the computer moves after it.":
            "Deshace tu última decisión y las jugadas del ordenador posteriores.",
        "Nothing can be taken back (new information has come out).":
            "No se puede deshacer nada (ha salido a la luz información nueva).",
        "Game history": "Historial de la partida",
        "Start of the game": "Inicio de la partida",
        "%1. %2": "%1. %2",
        "%1. (undone) a move by %2": "%1. (deshecha) una jugada de %2",
        "Click to play this move again.": "Pulsa para volver a hacer esta jugada.",
        "The game is here now.": "La partida está ahora aquí.",
        "Click to go back to this point.": "Pulsa para volver a este punto.",
        "The game cannot go back to here: new information came out after it.":
            "La partida no puede volver hasta aquí: después salió a la luz información nueva.",
    },
    "Home": {
        "Solo or %1–%2 players": "En solitario o de %1 a %2 jugadores",
        "%1 players": "%1 jugadores",
        "%1–%2 players": "De %1 a %2 jugadores",
        "%1 (cannot be read)": "%1 (no se puede leer)",
        "%1: %2 with %3, %n move(s)": ("%1: %2 con %3, %n jugada", "%1: %2 con %3, %n jugadas"),
        "New game…": "Nueva partida…",
        "New game of %1": "Nueva partida de %1",
        "How to play": "Cómo se juega",
        "Game Table": "Game Table",
        "Continue": "Continuar",
        "Saved games": "Partidas guardadas",
        "Open a saved game…": "Abrir una partida guardada…",
        "Your last game was saved, but the autosave looks damaged. Continue tries to open it.":
            "Tu última partida se guardó, pero el guardado automático parece dañado. «Continuar» intentará "
            "abrirlo.",
        "Continue your last game: %1 with %2 (%n move(s) so far).": (
            "Continúa tu última partida: %1 con %2 (%n jugada hasta ahora).",
            "Continúa tu última partida: %1 con %2 (%n jugadas hasta ahora).",
        ),
        "No saved games yet. Use Game ▸ Save As during a game.":
            "Aún no hay partidas guardadas. Durante una partida, usa Partida ▸ Guardar como.",
    },
    "MainWindow": {
        "Hold to skip ahead": "Mantén pulsado para avanzar",
        "Computer moves are shown at once while you hold this button.":
            "Mientras mantengas pulsado este botón, las jugadas del ordenador se muestran al instante.",
        "Game Table": "Game Table",
        "Game log": "Registro de la partida",
        "History (click to go back)": "Historial (pulsa para volver atrás)",
        "%1 — Game Table": "%1 — Game Table",
        "&Game": "&Partida",
        "&New Game…": "&Nueva partida…",
        "&Continue Last Game": "&Continuar la última partida",
        "&Open…": "&Abrir…",
        "&Save As…": "&Guardar como…",
        "&Home Screen": "&Pantalla de inicio",
        "S&kip Ahead to the Next Person": "&Saltar hasta la siguiente persona",
        "&Quit": "Sa&lir",
        "&Edit": "&Editar",
        "&Preferences": "&Preferencias",
        "&Animations": "&Animaciones",
        "&Off": "&Desactivado",
        "&Quick": "&Rápido",
        "&Normal": "&Normal",
        "&Slow": "&Lento",
        "Computer &Pace": "&Ritmo del ordenador",
        "&Fast": "&Rápido",
        "&Instant": "&Instantáneo",
        "Default Computer &Level": "&Nivel predeterminado del ordenador",
        "Lan&guage": "&Idioma",
        "&System Language (%1)": "Idioma del &sistema (%1)",
        "&High-Contrast Player Colours": "Colores de jugador de alto &contraste",
        "&Confirm Before Ending a Turn": "Con&firmar antes de terminar el turno",
        "&Free Undo in Solo Games (practice)": "&Deshacer libre en solitario (práctica)",
        "&View": "&Ver",
        "Game &Log": "Registro de la &partida",
        "&History": "&Historial",
        "Zoom &In": "&Acercar",
        "Zoom &Out": "A&lejar",
        "&Fit to Window": "Ajustar a la &ventana",
        "&Help": "A&yuda",
        "&Rules of This Game": "&Reglas de este juego",
        "How to Play %1": "Cómo se juega a %1",
        "&About Game Table": "&Acerca de Game Table",
        "Phase: %1": "Fase: %1",
        "The game is over.": "La partida ha terminado.",
        "Your turn, %1.": "Te toca, %1.",
        "%1 is choosing at the same time.": "%1 está eligiendo a la vez.",
        "%1 (%2)": "%1 (%2)",
        "%1 is thinking…": "%1 está pensando…",
        "%1 is to move.": "Le toca a %1.",
        "%1 — %2": "%1 — %2",
        "Cannot start the game": "No se puede empezar la partida",
        "Nothing to continue": "Nada que continuar",
        "There is no saved game to continue yet.": "Aún no hay ninguna partida guardada que continuar.",
        "Cannot continue the last game": "No se puede continuar la última partida",
        "The last game cannot be opened: %1.\n\nThe file is kept unchanged (a copy is at %2), so nothing is "
        "lost.": "No se puede abrir la última partida: %1.\n\nEl archivo se conserva sin cambios (hay una "
        "copia en %2), así que no se pierde nada.",
        "Open a saved game": "Abrir una partida guardada",
        "Game Table saves (*.json);;All files (*)": "Partidas de Game Table (*.json);;Todos los archivos (*)",
        "Your current game is unchanged.": "Tu partida actual no ha cambiado.",
        "Cannot open the saved game": "No se puede abrir la partida guardada",
        "%1 cannot be opened: %2.\n\n%3": "No se puede abrir %1: %2.\n\n%3",
        "Nothing to save": "Nada que guardar",
        "Start or open a game first.": "Empieza o abre una partida primero.",
        "Save the game": "Guardar la partida",
        "Game Table saves (*.json)": "Partidas de Game Table (*.json)",
        "Cannot save": "No se puede guardar",
        "The game could not be saved to %1: %2": "No se ha podido guardar la partida en %1: %2",
        "Saved to %1": "Guardada en %1",
    },
    "NewGameDialog": {
        "Random": "Aleatorio",
        "Easy": "Fácil",
        "Normal": "Normal",
        "Hard": "Difícil",
        "Colour of player %1": "Color del jugador %1",
        "Name of player %1": "Nombre del jugador %1",
        "Person": "Persona",
        "Computer": "Ordenador",
        "New game": "Nueva partida",
        "&Game:": "&Juego:",
        "&Players:": "&Jugadores:",
        "Seats": "Puestos",
        "Colour": "Color",
        "Name": "Nombre",
        "Played by": "Jugado por",
        "Computer level": "Nivel del ordenador",
        "Options": "Opciones",
        "Free undo: take back moves even after cards were revealed (practice)":
            "Deshacer libre: deshacer jugadas incluso después de revelar cartas (práctica)",
        "&Seed (the same seed deals the same cards):": "&Semilla (la misma semilla reparte las mismas cartas):",
        "New seed": "Nueva semilla",
        "Start game": "Empezar partida",
        "Computer %1 (%2)": "Ordenador %1 (%2)",
        "Player %1": "Jugador %1",
        "1 player plays the solo rules; %1 to %2 players play against each other.":
            "1 jugador juega con las reglas en solitario; de %1 a %2 jugadores juegan entre sí.",
        "Cannot start this game": "No se puede empezar esta partida",
        "Names must differ": "Los nombres deben ser distintos",
        "Two seats have the same name. Give every player a different name, so the hand-over screen can say "
        "who comes next.": "Dos puestos tienen el mismo nombre. Da a cada jugador un nombre distinto para "
        "que la pantalla de relevo pueda decir a quién le toca.",
    },
    "PlayerColour": {
        "Orange": "Naranja",
        "Sky blue": "Azul cielo",
        "Bluish green": "Verde azulado",
        "Vermillion": "Bermellón",
        "Reddish purple": "Púrpura rojizo",
        "Yellow": "Amarillo",
        "Blue": "Azul",
        "Cyan": "Cian",
        "Lime": "Lima",
        "Red": "Rojo",
        "Magenta": "Magenta",
        "White": "Blanco",
    },
    "ScoreSheet": {
        "Nobody wins this game.": "Nadie gana esta partida.",
        "%1 and %2": "%1 y %2",
        "You scored %n point(s). Your rank: %1.": (
            "Has conseguido %n punto. Tu rango: %1.", "Has conseguido %n puntos. Tu rango: %1."),
        "You scored %n point(s).": ("Has conseguido %n punto.", "Has conseguido %n puntos."),
        "%1 wins with %n point(s).": ("%1 gana con %n punto.", "%1 gana con %n puntos."),
        ", ": ", ",
        "%1 share the win with %n point(s) each.": (
            "%1 comparten la victoria con %n punto cada uno.",
            "%1 comparten la victoria con %n puntos cada uno.",
        ),
        "Final scores": "Puntuación final",
        "Total": "Total",
        "Tie-break": "Desempate",
        "Winner": "Ganador",
        "Tie-break: the value that decides between players with equal totals.":
            "Desempate: el valor que decide entre jugadores con el mismo total.",
        "New game…": "Nueva partida…",
        "Look at the table": "Ver la mesa",
    },
    "TurnController": {
        "Not your turn": "No es tu turno",
        "It is not your decision now.": "Ahora no te toca decidir.",
        "End your turn?": "¿Terminar tu turno?",
        "This action ends your turn. Do you want to go ahead?": "Esta acción termina tu turno. ¿Quieres seguir?",
        "Move not allowed": "Jugada no permitida",
        "That move is not allowed now, so nothing has changed.\n\n%1":
            "Esa jugada no está permitida ahora, así que no ha cambiado nada.\n\n%1",
        "Cannot redo": "No se puede rehacer",
        "The move cannot be replayed.\n\n%1": "No se puede volver a hacer la jugada.\n\n%1",
        "Computer player problem": "Problema con un jugador del ordenador",
        "A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.":
            "Un jugador del ordenador no ha podido elegir jugada (%1). En su lugar juega con una regla "
            "sencilla.",
        "Autosave failed": "Ha fallado el guardado automático",
        "The game could not be saved automatically (%1). Use Save As to keep it.":
            "No se ha podido guardar la partida automáticamente (%1). Usa «Guardar como» para conservarla.",
    },
    "copernico": {
        "Confirm": "Confirmar",
        "Clear": "Borrar",
        "Rest (draw 2)": "Descansar (robar 2)",
        "Confirm your choice (Space)": "Confirma tu elección (Espacio)",
        "Take a rest: draw 2 cards and place nothing (R)": "Descansar: roba 2 cartas y no colocas nada (R)",
        "Start this choice again (Esc)": "Empezar de nuevo esta elección (Esc)",
        "a player": "un jugador",
        "%n point(s)": ("%n punto", "%n puntos"),
        "✓ you rest this turn": "✓ descansas este turno",
        "Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.":
            "Calidad y líneas de tres de esta mesa hasta ahora; los consejos y las hipótesis se cuentan al "
            "final.",
        "✗ nobody": "✗ nadie",
        "✓ %n players": ("✓ %n jugador", "✓ %n jugadores"),
        "Deck": "Mazo",
        "Deck: %n card(s)": ("Mazo: %n carta", "Mazo: %n cartas"),
        "Discard pile": "Descartes",
        "Discard pile (face down): %n card(s)": (
            "Pila de descartes (boca abajo): %n carta", "Pila de descartes (boca abajo): %n cartas"),
        "Advice": "Consejo",
        "Advice %1": "Consejo %1",
        "seen by you": "vista por ti",
        "your hypothesis": "tu hipótesis",
        "objective": "objetivo",
        "✓ met +6": "✓ cumplido +6",
        "✗ missed −6": "✗ fallado −6",
        "set aside": "apartada",
        "Set aside: it has the colour of an Advice card in play (CO-20).":
            "Apartada: tiene el color de una carta de Consejo en juego (CO-20).",
        "Drawn cards: drag each one to a place on the right": "Cartas robadas: arrastra cada una a un sitio de la derecha",
        "Total": "Total",
        "Rank: %1": "Rango: %1",
        "%1 · %2": "%1 · %2",
        "Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective":
            "Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · ±6 por objetivo",
        "Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6":
            "Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · Consejo 6 · "
            "cada hipótesis 6",
        "chosen": "elegida",
        "paying…": "pagando…",
        "blank": "en blanco",
        "%1, placed face down: it shows no colours and scores nothing.":
            "%1, colocada boca abajo: no muestra colores y no puntúa.",
        "face down": "boca abajo",
        "free": "gratis",
        "pay %n card(s)": ("pagar %n carta", "pagar %n cartas"),
        "red": "rojo",
        "green": "verde",
        "yellow": "amarillo",
        "blue": "azul",
        "purple": "morado",
        "sun": "sol",
        "ringed planet": "planeta con anillos",
        "star": "estrella",
        "crescent moon": "luna creciente",
        "comet": "cometa",
        "Quality": "Calidad",
        "Aligned celestial bodies": "Cuerpos celestes alineados",
        "Different line colours": "Colores de línea distintos",
        "Advice from Copernicus": "Consejo de Copérnico",
        "Hypotheses": "Hipótesis",
        "Objectives": "Objetivos",
        "Planetary ignoramus": "Ignorante planetario",
        "Geocentrist": "Geocentrista",
        "Apprentice": "Aprendiz",
        "Sage": "Sabio",
        "Copernicus": "Copérnico",
        "Corners": "Esquinas",
        "Arch": "Arco",
        "Diamond": "Rombo",
        "L": "L",
        "Crescent": "Media luna",
        "H": "H",
        "Trident": "Tridente",
        "Plus": "Cruz",
        "Cup": "Copa",
        "Bars": "Barras",
        "top row": "fila superior",
        "middle row": "fila central",
        "bottom row": "fila inferior",
        "left column": "columna izquierda",
        "middle column": "columna central",
        "right column": "columna derecha",
        "diagonal from the top left": "diagonal desde arriba a la izquierda",
        "diagonal from the top right": "diagonal desde arriba a la derecha",
        "Keep": "Quedarse",
        "Discard": "Descartar",
        "Pass to %1": "Pasar a %1",
        "Pass left to %1": "Pasar a la izquierda, a %1",
        "Pass right to %1": "Pasar a la derecha, a %1",
        "Turn %1 · Look at the sky": "Turno %1 · Observar el cielo",
        "Turn %1 · Propose the system": "Turno %1 · Proponer el sistema",
        "Turn %1 · Ask Copernicus for advice": "Turno %1 · Pedir consejo a Copérnico",
        "Round %1 of %2": "Ronda %1 de %2",
        "Game over": "Fin de la partida",
        "position %1": "posición %1",
        "%1 (%2)": "%1 (%2)",
        "Study-hour cost: %n (discard %n card(s) to place it)": (
            "Coste en horas de estudio: %n (descarta %n carta para colocarla)",
            "Coste en horas de estudio: %n (descarta %n cartas para colocarla)",
        ),
        "Quadrant card %1": "Carta de cuadrante %1",
        "Quality: %1 (points at the end of the game)": "Calidad: %1 (puntos al final de la partida)",
        "Celestial bodies: %1": "Cuerpos celestes: %1",
        ", ": ", ",
        "Hypothesis card: %1 (%2)": "Carta de Hipótesis: %1 (%2)",
        "Fulfilled when positions %1 all show a %2 body.":
            "Se cumple cuando todas las posiciones %1 muestran un cuerpo de color %2.",
        "Positions count 1 to 9 row by row from the top left; shapes never turn.":
            "Las posiciones se cuentan del 1 al 9, fila a fila, desde arriba a la izquierda; las formas nunca "
            "giran.",
        "Advice card, face down. Complete a line of three bodies of one colour to look at one.":
            "Carta de Consejo, boca abajo. Completa una línea de tres cuerpos del mismo color para mirar una.",
        "Advice card: %1. +6 points with exactly one %1 body on your table, −6 otherwise.":
            "Carta de Consejo: %1. +6 puntos con exactamente un cuerpo de color %1 en tu mesa; si no, −6.",
        "Advice card: %1. 6 points to each player with the fewest %1 bodies (at least one).":
            "Carta de Consejo: %1. 6 puntos para cada jugador con menos cuerpos de color %1 (al menos uno).",
        "%1 and %2": "%1 y %2",
        "%1 places %2 on %3, paying %n card(s).": (
            "%1 coloca %2 en %3 y paga %n carta.", "%1 coloca %2 en %3 y paga %n cartas."),
        "%1 places %2 on %3 for free.": "%1 coloca %2 en %3 gratis.",
        "%1 reformulates: %2 replaces %3 on %4, paying %n card(s).": (
            "%1 reformula: %2 sustituye a %3 en %4 y paga %n carta.",
            "%1 reformula: %2 sustituye a %3 en %4 y paga %n cartas.",
        ),
        "%1 rests and draws %n card(s).": ("%1 descansa y roba %n carta.", "%1 descansa y roba %n cartas."),
        "You drew no cards: the deck and the discard pile are empty.":
            "No has robado cartas: el mazo y la pila de descartes están vacíos.",
        "You drew %1.": "Has robado %1.",
        "You paid with %1.": "Has pagado con %1.",
        "You look at the sky and draw %1.": "Observas el cielo y robas %1.",
        "%1 passes %2 to %3.": "%1 pasa %2 a %3.",
        "keep %1": "quedarte %1",
        "pass %1 left": "pasar %1 a la izquierda",
        "pass %1 right": "pasar %1 a la derecha",
        "discard %1": "descartar %1",
        "Your draft: %1.": "Tu selección: %1.",
        "; ": "; ",
        "%1 has chosen the draft cards.": "%1 ha elegido sus cartas.",
        "%1 has chosen an action.": "%1 ha elegido una acción.",
        "%1 completes a %2 line (%3) and may ask Copernicus for advice.":
            "%1 completa una línea de color %2 (%3) y puede pedir consejo a Copérnico.",
        "%1 looks at Advice card %2.": "%1 mira la carta de Consejo %2.",
        "Advice card %1 is %2.": "La carta de Consejo %1 es de color %2.",
        "The deck ran out: the discard pile (%n card(s)) becomes the new deck.": (
            "Se ha agotado el mazo: la pila de descartes (%n carta) pasa a ser el nuevo mazo.",
            "Se ha agotado el mazo: la pila de descartes (%n cartas) pasa a ser el nuevo mazo.",
        ),
        "Turn %1 begins: everyone looks at the sky.": "Empieza el turno %1: todos observan el cielo.",
        "Turn %1: everyone proposes the system.": "Turno %1: todos proponen su sistema.",
        "The draft cards change hands; everyone takes their hand back up.":
            "Las cartas elegidas cambian de manos; todos recogen de nuevo su mano.",
        "%1 places a card face down on %2; it will not score.":
            "%1 coloca una carta boca abajo en %2; no puntuará.",
        "%1 draws %n card(s).": ("%1 roba %n carta.", "%1 roba %n cartas."),
        "The work table is complete: %n point(s).": (
            "La mesa de trabajo está completa: %n punto.", "La mesa de trabajo está completa: %n puntos."),
        "%1 completes the work table. %2 wins with %n point(s).": (
            "%1 completa la mesa de trabajo. %2 gana con %n punto.",
            "%1 completa la mesa de trabajo. %2 gana con %n puntos.",
        ),
        "%1 completes the work table. %2 share the win with %n point(s).": (
            "%1 completa la mesa de trabajo. %2 comparten la victoria con %n punto.",
            "%1 completa la mesa de trabajo. %2 comparten la victoria con %n puntos.",
        ),
        "Waiting…": "Esperando…",
        "Waiting for %1…": "Esperando a %1…",
        "Turn %1 — Confirm your choice (Space); Undo takes back a choice":
            "Turno %1 — Confirma tu elección (Espacio); Deshacer anula una elección",
        "Turn %1 — Drag your only card to Keep": "Turno %1 — Arrastra tu única carta a «Quedarse»",
        "Turn %1 — Choose which card to keep and which to pass":
            "Turno %1 — Elige qué carta te quedas y cuál pasas",
        "Turn %1 — Choose which card to keep, discard and pass":
            "Turno %1 — Elige qué carta te quedas, cuál descartas y cuál pasas",
        "Place or reformulate a card, or rest": "Coloca o reformula una carta, o descansa",
        "Place a card, or rest": "Coloca una carta o descansa",
        "No card can be paid for: place one face down (it will not score)":
            "No puedes pagar ninguna carta: coloca una boca abajo (no puntuará)",
        "Place a card on your work table": "Coloca una carta en tu mesa de trabajo",
        "Confirm the payment for %1 (Space) — Undo takes back the placement":
            "Confirma el pago de %1 (Espacio) — Deshacer anula la colocación",
        "Select %n more card(s) to pay for %1 — Undo takes back the placement": (
            "Selecciona %n carta más para pagar %1 — Deshacer anula la colocación",
            "Selecciona %n cartas más para pagar %1 — Deshacer anula la colocación",
        ),
        "Choose an Advice card to look at (%n look(s) left)": (
            "Elige una carta de Consejo para mirarla (te queda %n mirada)",
            "Elige una carta de Consejo para mirarla (te quedan %n miradas)",
        ),
        "Choose an Advice card to look at": "Elige una carta de Consejo para mirarla",
        "Game over — %n point(s): %1": ("Fin de la partida — %n punto: %1", "Fin de la partida — %n puntos: %1"),
        "Game over — %n point(s)": ("Fin de la partida — %n punto", "Fin de la partida — %n puntos"),
        "Game over — %1 wins with %n point(s)": (
            "Fin de la partida — %1 gana con %n punto", "Fin de la partida — %1 gana con %n puntos"),
        "Game over — %1 share the win with %n point(s)": (
            "Fin de la partida — %1 comparten la victoria con %n punto",
            "Fin de la partida — %1 comparten la victoria con %n puntos",
        ),
        "Cost %n: %1 selected": ("Coste %n: %1 seleccionadas", "Coste %n: %1 seleccionadas"),
        "Keys: Tab/arrows move · Enter picks up and puts down · R rest · Space confirm · Esc cancel · "
        "I details": "Teclas: Tab/flechas mover · Intro coge y suelta · R descansar · Espacio confirmar · "
        "Esc cancelar · I detalles",
        "%n card(s) in hand": ("%n carta en la mano", "%n cartas en la mano"),
        "%n advice look(s)": ("%n mirada a los consejos", "%n miradas a los consejos"),
        "Quality %1 · %n line(s)": ("Calidad %1 · %n línea", "Calidad %1 · %n líneas"),
        "✓ has chosen": "✓ ha elegido",
        "choosing…": "eligiendo…",
        "rested last turn": "descansó el turno anterior",
        "asks for advice (%n look(s))": ("pide consejo (%n mirada)", "pide consejo (%n miradas)"),
        "%1 (you)": "%1 (tú)",
    },
}
