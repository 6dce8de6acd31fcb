# ruff: noqa: E501 - translation data: long sentences stay on one line for translators
"""Spanish texts for Councils & Contracts: {context: {English source: Spanish}}; plurals are (one, other).

Kept apart from texts_es.py so that several translators can work at once; fill_translations.py merges
every translations/texts_*_es.py into the texts of texts_es.py.

Terms: comisión (council: de educación, de transporte, de finanzas, legislativa, especial; all feminine,
so sentences say "en la %1"), influencia (educación, transporte, finanzas, legislación, desarrollo; short
Edu/Tra/Fin/Leg/Des; amounts read "2 de educación"), influencia de comisión (the four council types),
empleados, proyecto de construcción/proyecto, edificio, ciudad, ayuntamiento, oferta (display), mazo (deck),
caja (out of play), resolver un asunto (resolve an issue), acción de edificio, puntos de victoria (PV),
ronda final. Card names go with a noun: "el edificio %1", "el proyecto %1".
"""

TEXTS = {
    "councils": {
        # -- names
        "education": "educación",
        "transport": "transporte",
        "finance": "finanzas",
        "legislation": "legislación",
        "development": "desarrollo",
        "Edu": "Edu",
        "Tra": "Tra",
        "Fin": "Fin",
        "Leg": "Leg",
        "Dev": "Des",
        "Committee for education": "Comisión de educación",
        "Committee for transport": "Comisión de transporte",
        "Financial committee": "Comisión de finanzas",
        "Legislative committee": "Comisión legislativa",
        "Special committee": "Comisión especial",
        "Education building": "Edificio de educación",
        "Transport building": "Edificio de transporte",
        "Finance building": "Edificio de finanzas",
        "Legislation building": "Edificio de legislación",
        "City Hall (counts as every type)": "Ayuntamiento (cuenta como cualquier tipo)",
        "Education": "Educación",
        "Transport": "Transporte",
        "Finance": "Finanzas",
        "Legislation": "Legislación",
        "Development": "Desarrollo",
        "City Hall": "Ayuntamiento",
        "Kindergarten": "Escuela infantil",
        "Bus Stop": "Parada de autobús",
        "Savings Bank": "Caja de ahorros",
        "Registry Office": "Registro civil",
        "Primary School": "Escuela primaria",
        "Market Hall": "Mercado municipal",
        "Tram Depot": "Cocheras del tranvía",
        "Police Station": "Comisaría",
        "Library": "Biblioteca",
        "Parking Garage": "Parking",
        "Fire Station": "Parque de bomberos",
        "Shopping Arcade": "Galería comercial",
        "Music School": "Escuela de música",
        "Bridge": "Puente",
        "Town Archive": "Archivo municipal",
        "Office Block": "Bloque de oficinas",
        "Youth Centre": "Centro juvenil",
        "Bicycle Station": "Estación de bicicletas",
        "High School": "Instituto",
        "Train Station": "Estación de tren",
        "Stock Exchange": "Bolsa",
        "Courthouse": "Juzgado",
        "University": "Universidad",
        "Harbour": "Puerto",
        "Bank Headquarters": "Sede bancaria",
        "Town Administration": "Oficina municipal",
        "Museum": "Museo",
        "Trade Fair Hall": "Pabellón ferial",
        "Airport": "Aeropuerto",
        "Tax Office": "Oficina de Hacienda",
        "Research Institute": "Instituto científico",
        "Hotel": "Hotel",
        "Metro Line": "Línea de metro",
        "Prison": "Cárcel",
        "Business Park": "Centro de negocios",
        "Administrative Court": "Tribunal administrativo",
        "Building projects": "Proyectos de construcción",
        "Resolved issues": "Asuntos resueltos",
        "Building actions": "Acciones de edificio",
        "Influence majorities": "Mayorías de influencia",
        "Influence left at the end (all five types)": "Influencia sobrante al final (los cinco tipos)",
        "Round %1": "Ronda %1",
        "Round %1 · last normal round: the deck is used up": "Ronda %1 · última ronda normal: el mazo se ha agotado",
        "Game over": "Fin de la partida",
        # -- building actions
        "Carry out the action of a building next to this one (not another copying building, not City Hall), as if it were printed here.":
            "Realiza la acción de un edificio adyacente a este (ni otro edificio que copie ni el ayuntamiento), como si estuviera impresa aquí.",
        "Move this building's employees onto an empty building that needs no more than that many; any employee left over comes back to you.":
            "Traslada los empleados de este edificio a un edificio vacío que no necesite más que esos; los que sobren vuelven a ti.",
        "Right after this building is placed you may put employees from your supply onto an empty building, exactly as many as it needs.":
            "Justo después de colocar este edificio puedes poner empleados de tu reserva en un edificio vacío, exactamente los que necesite.",
        "copy next": "copiar vecino",
        "move staff": "trasladar",
        "staff empty": "ocupar vacío",
        "employee back": "recuperar",
        "free build": "construir gratis",
        "%1 %2": "%1 de %2",
        "nothing": "nada",
        "Needs no employees; its action happens once, right after it is placed.":
            "No necesita empleados; su acción ocurre una sola vez, justo después de colocarlo.",
        "The city starts here. City Hall counts as every building type, has no action and never holds employees.":
            "Aquí empieza la ciudad. El ayuntamiento cuenta como cualquier tipo de edificio, no tiene acción y nunca acoge empleados.",
        "%1 (%2, deck %3)": "%1 (%2, mazo %3)",
        "Cost: %1": "Coste: %1",
        "Action #%1: %2": "Acción #%1: %2",
        "%1 and %2": "%1 y %2",
        ", ": ", ",
        "a player": "un jugador",
        "at City Hall": "en el ayuntamiento",
        "%1 right and %2 down from City Hall": "%1 a la derecha y %2 hacia abajo desde el ayuntamiento",
        "%1 right and %2 up from City Hall": "%1 a la derecha y %2 hacia arriba desde el ayuntamiento",
        "%1 left and %2 down from City Hall": "%1 a la izquierda y %2 hacia abajo desde el ayuntamiento",
        "%1 left and %2 up from City Hall": "%1 a la izquierda y %2 hacia arriba desde el ayuntamiento",
        # -- the log
        "%1 cannot do anything and passes.": "%1 no puede hacer nada y pasa.",
        "%1 places one employee in each of: %2.": "%1 coloca un empleado en cada una de estas comisiones: %2.",
        "%1 resolves an issue in the %2.": "%1 resuelve un asunto en la %2.",
        "That includes the bonus point for resolving.": "Eso incluye el punto extra por resolver.",
        "Influence above 10 is lost.": "La influencia por encima de 10 se pierde.",
        "%1 starts the project %2, pays %3 and scores %4 VP.": "%1 inicia el proyecto %2, paga %3 y gana %4 PV.",
        "%1 builds %2 for free (%3).": "%1 construye gratis el edificio %2 (%3).",
        "%1 places %2 (%3).": "%1 coloca el edificio %2 (%3).",
        "%1 is added to the display.": "El proyecto %1 entra en la oferta.",
        "The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.":
            "El mazo se ha agotado y solo quedan 4 proyectos: esta ronda se juega hasta el final y después vienen dos rondas finales.",
        "%1 uses the action of %2 (#%3).": "%1 usa la acción del edificio %2 (#%3).",
        "The action of %1 (#%2) happens as it is placed.": "La acción del edificio %1 (#%2) se realiza al colocarlo.",
        "The action of %1 has no effect now.": "La acción del edificio %1 no tiene efecto ahora.",
        "%1 gains %2 %3 (%4 more would be above 10 and is lost).": "%1 gana %2 de %3 (%4 más superaría 10 y se pierde).",
        "%1 gains %2 %3.": "%1 gana %2 de %3.",
        "%1 puts an employee from %2 into the box.": "%1 devuelve a la caja un empleado del edificio %2.",
        "%1 pays %2.": "%1 paga %2.",
        "%1 copies the action of %2 (#%3) with %4.": "%1 copia con el edificio %4 la acción del edificio %2 (#%3).",
        "%1 leaves the empty buildings as they are.": "%1 deja los edificios vacíos como están.",
        "%1 chooses %2 from the display to build for free.": "%1 elige el proyecto %2 de la oferta para construirlo gratis.",
        "%1 leads in no influence type.": "%1 no lidera ningún tipo de influencia.",
        # -- the list of moves
        "Place one employee in each of: %1": "Colocar un empleado en cada una de estas comisiones: %1",
        "Start the project %1 (pay %2, score %3 VP)": "Iniciar el proyecto %1 (pagar %2, ganar %3 PV)",
        "Resolve an issue in the %1": "Resolver un asunto en la %1",
        "Use the action of %1: %2": "Usar la acción del edificio %1: %2",
        "Pass (nothing else is possible)": "Pasar (no se puede hacer nada más)",
        "Place the card %1": "Colocar la carta: %1",
        "Choose %1": "Elegir %1",
        "Score for %1 buildings": "Puntuar por edificios de %1",
        "Build %1 from the display": "Construir %1 de la oferta",
        "Skip: leave the empty buildings as they are": "Omitir: dejar los edificios vacíos como están",
        # -- prompts
        "%1 is thinking…": "%1 está pensando…",
        "Watching the table.": "Observas la mesa.",
        "Final round: take any one action — place employees, start a project, resolve an issue or use a building.":
            "Ronda final: realiza una acción cualquiera — colocar empleados, iniciar un proyecto, resolver un asunto o usar un edificio.",
        "Drag employees onto councils (2 in one, or 1 in each of 3), or drag a project from the display into the city.":
            "Arrastra empleados a las comisiones (2 a una, o 1 a cada una de 3) o arrastra un proyecto de la oferta a la ciudad.",
        "Drag employees onto councils: 2 in one council, or 1 in each of 3.":
            "Arrastra empleados a las comisiones: 2 a una comisión, o 1 a cada una de 3.",
        "No employees left: click a council to resolve its issue, or click one of your staffed buildings to use its action.":
            "No te quedan empleados: pulsa una comisión para resolver su asunto, o uno de tus edificios ocupados para usar su acción.",
        "No employees left: click a glowing council to resolve its issue.":
            "No te quedan empleados: pulsa una comisión iluminada para resolver su asunto.",
        "No employees left: click one of your staffed buildings to use its action.":
            "No te quedan empleados: pulsa uno de tus edificios ocupados para usar su acción.",
        "Nothing is possible: pass.": "No puedes hacer nada: pasa.",
        "Drag a second employee onto the same council, or one each onto two other glowing councils.":
            "Arrastra un segundo empleado a la misma comisión, o uno a cada una de otras dos comisiones iluminadas.",
        "Drag one more employee onto a glowing council.": "Arrastra un empleado más a una comisión iluminada.",
        "Drag %1 onto a glowing spot in the city (free build).":
            "Arrastra %1 a una casilla iluminada de la ciudad (construcción gratuita).",
        "Choose where %1 goes: click a glowing spot next to the city.":
            "Elige dónde va %1: pulsa una casilla iluminada junto a la ciudad.",
        "Build %1 here for free and score %2 VP? Press Build, or Cancel.":
            "¿Construir %1 aquí gratis y ganar %2 PV? Pulsa «Construir» o «Cancelar».",
        "Build %1 here? You pay %2 and score %3 VP.": "¿Construir %1 aquí? Pagas %2 y ganas %3 PV.",
        "Click a glowing neighbour of %1 to copy its action.":
            "Pulsa un vecino iluminado de %1 para copiar su acción.",
        "Click a glowing empty building: the employees of %1 move there.":
            "Pulsa un edificio vacío iluminado: los empleados de %1 se trasladan allí.",
        "You may click a glowing empty building to staff it from your supply, or skip.":
            "Puedes pulsar un edificio vacío iluminado para ocuparlo con empleados de tu reserva, u omitirlo.",
        "Drag a glowing project from the display into the city to build it for free.":
            "Arrastra un proyecto iluminado de la oferta a la ciudad para construirlo gratis.",
        "Keys: A lists every move · Enter confirms · Esc cancels": "Teclas: A muestra todas las jugadas · Intro confirma · Esc cancela",
        "%1 (you)": "%1 (tú)",
        # -- cards, boards and buttons on the table
        "counts as every type": "cuenta como cualquier tipo",
        "#%1 %2": "#%1 %2",
        "no staff": "sin personal",
        "Build": "Construir",
        "Cancel": "Cancelar",
        "All moves (A)": "Todas las jugadas (A)",
        "Start this project here (Enter)": "Iniciar este proyecto aquí (Intro)",
        "Take back what you have not sent yet (Esc)": "Retirar lo que aún no has enviado (Esc)",
        "List every move you may make now (A)": "Mostrar todas las jugadas que puedes hacer ahora (A)",
        "The city": "La ciudad",
        "+%1 majorities": "+%1 mayorías",
        "+%1": "+%1",
        "councils %1 · buildings %2": "comisiones %1 · edificios %2",
        "%1 VP: %2 from projects, %3 from issues, %4 from building actions":
            "%1 PV: %2 de proyectos, %3 de asuntos, %4 de acciones de edificio",
        "Employees: %1 free, %2 in councils, %3 on buildings, %4 in the box":
            "Empleados: %1 libres, %2 en comisiones, %3 en edificios, %4 en la caja",
        "Gold labels: most influence of that type now (4 VP at the end, 2 VP each when tied).":
            "Etiquetas doradas: mayor influencia de ese tipo ahora mismo (4 PV al final, 2 PV a cada uno si hay empate).",
        "%1: %2 VP": "%1: %2 PV",
        "%1 VP": "%1 PV",
        "any": "a elegir",
        "+%1 %2": "+%1 %2",
        "%1+": "%1+",
        "%1 VP +%2": "%1 PV +%2",
        "%1 or more": "%1 o más",
        "%1 → %2 VP and %3 influence": "%1 → %2 PV y %3 de influencia",
        "%1 → %2 VP": "%1 → %2 PV",
        "%1 → %2 influence": "%1 → %2 de influencia",
        "%1 → nothing": "%1 → nada",
        "Resolving pays each player by their employees here, in council influence types of their choice: %1; the resolver gets %2 more.": "Al resolver, cada jugador cobra según sus empleados aquí, en los tipos de influencia de comisión que elija: %1; quien resuelve recibe %2 más.",
        "Resolving pays each player by their employees here: %1; the resolver gets %2 more.": "Al resolver, cada jugador cobra según sus empleados aquí: %1; quien resuelve recibe %2 más.",
        "Click to resolve this issue.": "Pulsa para resolver este asunto.",
        "The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.":
            "El mazo: las cartas A están encima de las B. Cuando se agota y solo quedan 4 proyectos en la oferta, la partida se encamina a su final.",
        "new": "nuevo",
        "Click to use this building's action.": "Pulsa para usar la acción de este edificio.",
        "Click to choose this building.": "Pulsa para elegir este edificio.",
        "Drag it onto a glowing spot in the city, or click it and then a spot.":
            "Arrástralo a una casilla iluminada de la ciudad, o púlsalo y luego pulsa una casilla.",
        "here": "aquí",
        "pay %1\n+%2 VP": "pagar %1\n+%2 PV",
        "Your free employee: drag it onto a council.": "Tu empleado libre: arrástralo a una comisión.",
        "A free employee of %1": "Un empleado libre de %1",
        "An employee of %1 in the box (not in play)": "Un empleado de %1 en la caja (fuera de juego)",
        "An employee of %1 in the %2": "Un empleado de %1 en la %2",
        "An employee of %1 on %2": "Un empleado de %1 en el edificio %2",
        "%1 %2 → %3": "%1 %2 → %3",
        "Skip": "Omitir",
        "Pass": "Pasar",
        "no employees": "sin empleados",
        "none free": "ninguno libre",
        "box": "caja",
        "Building projects · deck: %1 A + %2 B cards left": "Proyectos · mazo: quedan %1 cartas A + %2 B",
        "VP": "PV",
        "Every move you may make now — ↑↓ choose, Enter take, Esc close":
            "Todas las jugadas que puedes hacer ahora — ↑↓ elegir, Intro hacer, Esc cerrar",
        "%1 (%2 more: scroll with ↑↓)": "%1 (%2 más: desplázate con ↑↓)",
        # -- counted texts (plurals)
        "Needs %n employee(s) on it.": ("Necesita %n empleado encima.", "Necesita %n empleados encima."),
        "Drag %n more employee(s) onto the glowing councils.": (
            "Arrastra %n empleado más a las comisiones iluminadas.",
            "Arrastra %n empleados más a las comisiones iluminadas.",
        ),
        "Final rounds · any action allowed · %n turn(s) left": (
            "Rondas finales · cualquier acción permitida · queda %n turno",
            "Rondas finales · cualquier acción permitida · quedan %n turnos",
        ),
        "Lower one of your council influences (education, transport, finance or legislation) by 1 and gain %n development.": (
            "Reduce en 1 una de tus influencias de comisión (educación, transporte, finanzas o legislación) y gana %n de desarrollo.",
            "Reduce en 1 una de tus influencias de comisión (educación, transporte, finanzas o legislación) y gana %n de desarrollo.",
        ),
        "Put one employee from this building into the box, take the other one back and gain %n development.": (
            "Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de desarrollo.",
            "Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de desarrollo.",
        ),
        "Gain %n development.": ("Gana %n de desarrollo.", "Gana %n de desarrollo."),
        "Put one employee from this building into the box, take the other one back and gain %n council influence, split over the four council types as you like (no development).": (
            "Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de influencia de comisión, repartida como quieras entre los cuatro tipos de comisión (nada de desarrollo).",
            "Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de influencia de comisión, repartida como quieras entre los cuatro tipos de comisión (nada de desarrollo).",
        ),
        "Name a building type: %n VP for each building of that type next to this one (City Hall counts as the named type).": (
            "Nombra un tipo de edificio: %n PV por cada edificio de ese tipo adyacente a este (el ayuntamiento cuenta como el tipo nombrado).",
            "Nombra un tipo de edificio: %n PV por cada edificio de ese tipo adyacente a este (el ayuntamiento cuenta como el tipo nombrado).",
        ),
        "%n VP for each different building type next to this one (City Hall adds one type that is missing).": (
            "%n PV por cada tipo de edificio distinto adyacente a este (el ayuntamiento añade un tipo que falte).",
            "%n PV por cada tipo de edificio distinto adyacente a este (el ayuntamiento añade un tipo que falte).",
        ),
        "Take %n of your employees back from the box.": (
            "Recupera de la caja uno de tus empleados.",
            "Recupera de la caja %n de tus empleados.",
        ),
        "%n VP for each employee on a building in the city, yours and everyone else's.": (
            "%n PV por cada empleado sobre un edificio de la ciudad, tuyo o de cualquier otro jugador.",
            "%n PV por cada empleado sobre un edificio de la ciudad, tuyo o de cualquier otro jugador.",
        ),
        "Pay %n development to build a project from the display for free, anywhere in the city; this building's employees move onto it as far as it needs them, the rest come back to you.": (
            "Paga %n de desarrollo para construir gratis un proyecto de la oferta en cualquier lugar de la ciudad; los empleados de este edificio pasan a él hasta cubrir los que necesite y el resto vuelve a ti.",
            "Paga %n de desarrollo para construir gratis un proyecto de la oferta en cualquier lugar de la ciudad; los empleados de este edificio pasan a él hasta cubrir los que necesite y el resto vuelve a ti.",
        ),
        "−1 → +%n dev": ("−1 → +%n des", "−1 → +%n des"),
        "box 1, +%n dev": ("1 a la caja, +%n des", "1 a la caja, +%n des"),
        "+%n dev": ("+%n des", "+%n des"),
        "box 1, +%n any": ("1 a la caja, +%n a elegir", "1 a la caja, +%n a elegir"),
        "%n VP/type": ("%n PV/tipo", "%n PV/tipo"),
        "%n VP/kind": ("%n PV/clase", "%n PV/clase"),
        "%n VP/staff": ("%n PV/empleado", "%n PV/empleado"),
        "Scores %n VP when the project starts.": ("Da %n PV al iniciar el proyecto.", "Da %n PV al iniciar el proyecto."),
        "The %n final round(s) begin: each turn, any one action is allowed.": (
            "Empieza la ronda final: en cada turno se permite cualquier acción.",
            "Empiezan las %n rondas finales: en cada turno se permite cualquier acción.",
        ),
        "Game over: %1 share the win with %n VP each.": (
            "Fin de la partida: %1 comparten la victoria con %n PV cada uno.",
            "Fin de la partida: %1 comparten la victoria con %n PV cada uno.",
        ),
        "Build %1 here? You pay %2, score %3 VP and put %n employee(s) on it.": (
            "¿Construir %1 aquí? Pagas %2, ganas %3 PV y pones %n empleado encima.",
            "¿Construir %1 aquí? Pagas %2, ganas %3 PV y pones %n empleados encima.",
        ),
        "Choose the influence type for your next point (%n left to share out).": (
            "Elige el tipo de influencia de tu siguiente punto (queda %n por repartir).",
            "Elige el tipo de influencia de tu siguiente punto (quedan %n por repartir).",
        ),
        "Choose which council influence to lower by 1 (you gain %n development).": (
            "Elige qué influencia de comisión baja 1 (ganas %n de desarrollo).",
            "Elige qué influencia de comisión baja 1 (ganas %n de desarrollo).",
        ),
        "Choose a building type: %n VP for each neighbouring building of it.": (
            "Elige un tipo de edificio: %n PV por cada edificio vecino de ese tipo.",
            "Elige un tipo de edificio: %n PV por cada edificio vecino de ese tipo.",
        ),
        "%1 places %n employee(s) in the %2.": ("%1 coloca %n empleado en la %2.", "%1 coloca %n empleados en la %2."),
        "%n influence of their choice": ("%n de influencia a su elección", "%n de influencia a su elección"),
        "%1 places %2 (%3) and puts %n employee(s) on it.": (
            "%1 coloca el edificio %2 (%3) y pone %n empleado encima.",
            "%1 coloca el edificio %2 (%3) y pone %n empleados encima.",
        ),
        "No project was started for %n round(s): the game heads for its end; two final rounds follow.": (
            "Durante %n ronda no se ha iniciado ningún proyecto: la partida se encamina a su final; vienen dos rondas finales.",
            "Durante %n rondas no se ha iniciado ningún proyecto: la partida se encamina a su final; vienen dos rondas finales.",
        ),
        "%1 takes %n employee(s) back from %2.": (
            "%1 recupera %n empleado del edificio %2.",
            "%1 recupera %n empleados del edificio %2.",
        ),
        "%1 scores %n VP with a building action.": (
            "%1 gana %n PV con una acción de edificio.",
            "%1 gana %n PV con una acción de edificio.",
        ),
        "%1 takes %n employee(s) back from the box.": (
            "%1 recupera %n empleado de la caja.",
            "%1 recupera %n empleados de la caja.",
        ),
        "%1 moves %n employee(s) from %2 to %3.": (
            "%1 traslada %n empleado del edificio %2 al edificio %3.",
            "%1 traslada %n empleados del edificio %2 al edificio %3.",
        ),
        "%1 puts %n employee(s) on %2.": (
            "%1 pone %n empleado en el edificio %2.",
            "%1 pone %n empleados en el edificio %2.",
        ),
        "Game over: %1 wins with %n VP.": ("Fin de la partida: %1 gana con %n PV.", "Fin de la partida: %1 gana con %n PV."),
        "%n space(s) to the right of City Hall": ("%n casilla a la derecha del ayuntamiento", "%n casillas a la derecha del ayuntamiento"),
        "%n space(s) to the left of City Hall": ("%n casilla a la izquierda del ayuntamiento", "%n casillas a la izquierda del ayuntamiento"),
        "%n space(s) below City Hall": ("%n casilla por debajo del ayuntamiento", "%n casillas por debajo del ayuntamiento"),
        "%n space(s) above City Hall": ("%n casilla por encima del ayuntamiento", "%n casillas por encima del ayuntamiento"),
        "%1 had %n employee(s) there and receives %2 VP and %3.": (
            "%1 tenía allí %n empleado y recibe %2 PV y %3.",
            "%1 tenía allí %n empleados y recibe %2 PV y %3.",
        ),
        "%1 had %n employee(s) there and receives %2 VP.": (
            "%1 tenía allí %n empleado y recibe %2 PV.",
            "%1 tenía allí %n empleados y recibe %2 PV.",
        ),
        "%1 had %n employee(s) there and receives %2.": (
            "%1 tenía allí %n empleado y recibe %2.",
            "%1 tenía allí %n empleados y recibe %2.",
        ),
        "%1 had %n employee(s) there and receives nothing.": (
            "%1 tenía allí %n empleado y no recibe nada.",
            "%1 tenía allí %n empleados y no recibe nada.",
        ),
        "%1 scores %n VP for the most influence.": (
            "%1 gana %n PV por tener la mayor influencia.",
            "%1 gana %n PV por tener la mayor influencia.",
        ),
        "Place %n employee(s) in the %1": ("Colocar %n empleado en la %1", "Colocar %n empleados en la %1"),
    },
    "GameTitle": {
        "Councils & Contracts": "Councils & Contracts",
    },
    "GameSummary": {
        "Place employees in councils, gain influence and build the city.":
            "Coloca empleados en comisiones, gana influencia y construye la ciudad.",
    },
}
