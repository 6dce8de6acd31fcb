# ruff: noqa: E501 - translation data: long sentences stay on one line for translators
"""German texts for Councils & Contracts: {context: {English source: German}}; plurals are (one, other).

Kept apart from texts_de.py so that several translators can work at once; fill_translations.py merges
every translations/texts_*_de.py into the texts of texts_de.py.

Terms: Ausschuss (council: Bildungs-, Verkehrs-, Finanz-, Rechts-, Sonderausschuss), Einfluss (Bildung,
Verkehr, Finanzen, Gesetzgebung, Entwicklung; short Bil/Ver/Fin/Ges/Ent), Ausschuss-Einfluss (the four
council types), Angestellte, Bauprojekt/Projekt, Gebäude, Stadt, Rathaus, Auslage (display), Stapel (deck),
Box (out of play), einen Beschluss fassen (resolve an issue), Gebäudeaktion, Siegpunkte (SP), Schlussrunde.
Card names are nouns without a fixed article, so sentences say "das Gebäude %1" / "das Projekt %1".
"""

TEXTS = {
    "councils": {
        # -- names
        "education": "Bildung",
        "transport": "Verkehr",
        "finance": "Finanzen",
        "legislation": "Gesetzgebung",
        "development": "Entwicklung",
        "Edu": "Bil",
        "Tra": "Ver",
        "Fin": "Fin",
        "Leg": "Ges",
        "Dev": "Ent",
        "Committee for education": "Bildungsausschuss",
        "Committee for transport": "Verkehrsausschuss",
        "Financial committee": "Finanzausschuss",
        "Legislative committee": "Rechtsausschuss",
        "Special committee": "Sonderausschuss",
        "Education building": "Bildungsgebäude",
        "Transport building": "Verkehrsgebäude",
        "Finance building": "Finanzgebäude",
        "Legislation building": "Gesetzgebungsgebäude",
        "City Hall (counts as every type)": "Rathaus (zählt als jeder Typ)",
        "Education": "Bildung",
        "Transport": "Verkehr",
        "Finance": "Finanzen",
        "Legislation": "Gesetzgebung",
        "Development": "Entwicklung",
        "City Hall": "Rathaus",
        "Kindergarten": "Kita",
        "Bus Stop": "Haltestelle",
        "Savings Bank": "Sparkasse",
        "Registry Office": "Standesamt",
        "Primary School": "Grundschule",
        "Market Hall": "Markthalle",
        "Tram Depot": "Tramdepot",
        "Police Station": "Polizei",
        "Library": "Bibliothek",
        "Parking Garage": "Parkhaus",
        "Fire Station": "Feuerwehr",
        "Shopping Arcade": "Kaufhaus",
        "Music School": "Musikschule",
        "Bridge": "Brücke",
        "Town Archive": "Archiv",
        "Office Block": "Bürohaus",
        "Youth Centre": "Jugendzentrum",
        "Bicycle Station": "Radstation",
        "High School": "Gymnasium",
        "Train Station": "Bahnhof",
        "Stock Exchange": "Börse",
        "Courthouse": "Gericht",
        "University": "Universität",
        "Harbour": "Hafen",
        "Bank Headquarters": "Großbank",
        "Town Administration": "Bürgeramt",
        "Museum": "Museum",
        "Trade Fair Hall": "Messe",
        "Airport": "Flughafen",
        "Tax Office": "Finanzamt",
        "Research Institute": "Forschungsinstitut",
        "Hotel": "Hotel",
        "Metro Line": "U-Bahn",
        "Prison": "Gefängnis",
        "Business Park": "Gewerbepark",
        "Administrative Court": "Verwaltungsgericht",
        "Building projects": "Bauprojekte",
        "Resolved issues": "Gefasste Beschlüsse",
        "Building actions": "Gebäudeaktionen",
        "Influence majorities": "Einflussmehrheiten",
        "Influence left at the end (all five types)": "Übriger Einfluss am Ende (alle fünf Arten)",
        "Round %1": "Runde %1",
        "Round %1 · last normal round: the deck is used up": "Runde %1 · letzte normale Runde: Der Stapel ist aufgebraucht",
        "Game over": "Spielende",
        # -- building actions
        "Carry out the action of a building next to this one (not another copying building, not City Hall), as if it were printed here.":
            "Führe die Aktion eines angrenzenden Gebäudes aus (kein anderes kopierendes Gebäude, nicht das Rathaus), als stünde sie auf dieser Karte.",
        "Move this building's employees onto an empty building that needs no more than that many; any employee left over comes back to you.":
            "Versetze die Angestellten dieses Gebäudes auf ein leeres Gebäude, das nicht mehr von ihnen braucht; übrige Angestellte kommen zu dir zurück.",
        "Right after this building is placed you may put employees from your supply onto an empty building, exactly as many as it needs.":
            "Direkt nachdem dieses Gebäude angelegt wurde, darfst du Angestellte aus deinem Vorrat auf ein leeres Gebäude setzen, genau so viele, wie es braucht.",
        "copy next": "Nachbar kopieren",
        "move staff": "umsetzen",
        "staff empty": "Leeres besetzen",
        "employee back": "zurückholen",
        "free build": "gratis bauen",
        "%1 %2": "%1 %2",
        "nothing": "nichts",
        "Needs no employees; its action happens once, right after it is placed.":
            "Braucht keine Angestellten; seine Aktion wird einmal ausgeführt, direkt nachdem es angelegt wurde.",
        "The city starts here. City Hall counts as every building type, has no action and never holds employees.":
            "Hier beginnt die Stadt. Das Rathaus zählt als jeder Gebäudetyp, hat keine Aktion und nimmt nie Angestellte auf.",
        "%1 (%2, deck %3)": "%1 (%2, Stapel %3)",
        "Cost: %1": "Kosten: %1",
        "Action #%1: %2": "Aktion #%1: %2",
        "%1 and %2": "%1 und %2",
        ", ": ", ",
        "a player": "ein Spieler",
        "at City Hall": "am Rathaus",
        "%1 right and %2 down from City Hall": "%1 nach rechts und %2 nach unten vom Rathaus aus",
        "%1 right and %2 up from City Hall": "%1 nach rechts und %2 nach oben vom Rathaus aus",
        "%1 left and %2 down from City Hall": "%1 nach links und %2 nach unten vom Rathaus aus",
        "%1 left and %2 up from City Hall": "%1 nach links und %2 nach oben vom Rathaus aus",
        # -- the log
        "%1 cannot do anything and passes.": "%1 kann nichts tun und passt.",
        "%1 places one employee in each of: %2.": "%1 setzt je einen Angestellten in diese Ausschüsse: %2.",
        "%1 resolves an issue in the %2.": "%1 fasst einen Beschluss im %2.",
        "That includes the bonus point for resolving.": "Darin ist der Bonuspunkt für den Beschluss enthalten.",
        "Influence above 10 is lost.": "Einfluss über 10 verfällt.",
        "%1 starts the project %2, pays %3 and scores %4 VP.": "%1 startet das Projekt %2, zahlt %3 und erhält %4 SP.",
        "%1 builds %2 for free (%3).": "%1 baut das Gebäude %2 kostenlos (%3).",
        "%1 places %2 (%3).": "%1 legt das Gebäude %2 an (%3).",
        "%1 is added to the display.": "Das Projekt %1 kommt neu in die Auslage.",
        "The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.":
            "Der Stapel ist aufgebraucht und nur noch 4 Projekte liegen aus: Diese Runde wird zu Ende gespielt, danach folgen zwei Schlussrunden.",
        "%1 uses the action of %2 (#%3).": "%1 nutzt die Aktion des Gebäudes %2 (#%3).",
        "The action of %1 (#%2) happens as it is placed.": "Die Aktion des Gebäudes %1 (#%2) wird beim Anlegen ausgeführt.",
        "The action of %1 has no effect now.": "Die Aktion des Gebäudes %1 bewirkt gerade nichts.",
        "%1 gains %2 %3 (%4 more would be above 10 and is lost).": "%1 erhält %2 %3 (%4 mehr läge über 10 und verfällt).",
        "%1 gains %2 %3.": "%1 erhält %2 %3.",
        "%1 puts an employee from %2 into the box.": "%1 legt einen Angestellten aus dem Gebäude %2 in die Box.",
        "%1 pays %2.": "%1 zahlt %2.",
        "%1 copies the action of %2 (#%3) with %4.": "%1 kopiert mit dem Gebäude %4 die Aktion des Gebäudes %2 (#%3).",
        "%1 leaves the empty buildings as they are.": "%1 lässt die leeren Gebäude, wie sie sind.",
        "%1 chooses %2 from the display to build for free.": "%1 wählt das Projekt %2 aus der Auslage, um es kostenlos zu bauen.",
        "%1 leads in no influence type.": "%1 führt in keiner Einflussart.",
        # -- the list of moves
        "Place one employee in each of: %1": "Je einen Angestellten in diese Ausschüsse setzen: %1",
        "Start the project %1 (pay %2, score %3 VP)": "Projekt %1 starten (%2 zahlen, %3 SP erhalten)",
        "Resolve an issue in the %1": "Im %1 einen Beschluss fassen",
        "Use the action of %1: %2": "Aktion des Gebäudes %1 nutzen: %2",
        "Pass (nothing else is possible)": "Passen (nichts anderes ist möglich)",
        "Place the card %1": "Karte anlegen: %1",
        "Choose %1": "%1 wählen",
        "Score for %1 buildings": "Punkte für Gebäude vom Typ %1",
        "Build %1 from the display": "%1 aus der Auslage bauen",
        "Skip: leave the empty buildings as they are": "Überspringen: Die leeren Gebäude bleiben, wie sie sind",
        # -- prompts
        "%1 is thinking…": "%1 überlegt …",
        "Watching the table.": "Du schaust zu.",
        "Final round: take any one action — place employees, start a project, resolve an issue or use a building.":
            "Schlussrunde: Führe eine beliebige Aktion aus – Angestellte einsetzen, ein Projekt starten, einen Beschluss fassen oder ein Gebäude nutzen.",
        "Drag employees onto councils (2 in one, or 1 in each of 3), or drag a project from the display into the city.":
            "Ziehe Angestellte auf Ausschüsse (2 in einen oder je 1 in 3) oder ziehe ein Projekt aus der Auslage in die Stadt.",
        "Drag employees onto councils: 2 in one council, or 1 in each of 3.":
            "Ziehe Angestellte auf Ausschüsse: 2 in einen Ausschuss oder je 1 in 3.",
        "No employees left: click a council to resolve its issue, or click one of your staffed buildings to use its action.":
            "Keine Angestellten mehr frei: Klicke einen Ausschuss an, um dort einen Beschluss zu fassen, oder eines deiner besetzten Gebäude, um seine Aktion zu nutzen.",
        "No employees left: click a glowing council to resolve its issue.":
            "Keine Angestellten mehr frei: Klicke einen leuchtenden Ausschuss an, um dort einen Beschluss zu fassen.",
        "No employees left: click one of your staffed buildings to use its action.":
            "Keine Angestellten mehr frei: Klicke eines deiner besetzten Gebäude an, um seine Aktion zu nutzen.",
        "Nothing is possible: pass.": "Nichts ist möglich: Passe.",
        "Drag a second employee onto the same council, or one each onto two other glowing councils.":
            "Ziehe einen zweiten Angestellten auf denselben Ausschuss oder je einen auf zwei andere leuchtende Ausschüsse.",
        "Drag one more employee onto a glowing council.": "Ziehe noch einen Angestellten auf einen leuchtenden Ausschuss.",
        "Drag %1 onto a glowing spot in the city (free build).":
            "Ziehe %1 auf ein leuchtendes Feld in der Stadt (kostenloser Bau).",
        "Choose where %1 goes: click a glowing spot next to the city.":
            "Wähle, wohin %1 kommt: Klicke ein leuchtendes Feld neben der Stadt an.",
        "Build %1 here for free and score %2 VP? Press Build, or Cancel.":
            "%1 hier kostenlos bauen und %2 SP erhalten? Drücke „Bauen“ oder „Abbrechen“.",
        "Build %1 here? You pay %2 and score %3 VP.": "%1 hier bauen? Du zahlst %2 und erhältst %3 SP.",
        "Click a glowing neighbour of %1 to copy its action.":
            "Klicke einen leuchtenden Nachbarn von %1 an, um seine Aktion zu kopieren.",
        "Click a glowing empty building: the employees of %1 move there.":
            "Klicke ein leuchtendes leeres Gebäude an: Die Angestellten von %1 ziehen dorthin um.",
        "You may click a glowing empty building to staff it from your supply, or skip.":
            "Du kannst ein leuchtendes leeres Gebäude anklicken, um es aus deinem Vorrat zu besetzen, oder überspringen.",
        "Drag a glowing project from the display into the city to build it for free.":
            "Ziehe ein leuchtendes Projekt aus der Auslage in die Stadt, um es kostenlos zu bauen.",
        "Keys: A lists every move · Enter confirms · Esc cancels": "Tasten: A listet alle Züge · Enter bestätigt · Esc bricht ab",
        "%1 (you)": "%1 (du)",
        # -- cards, boards and buttons on the table
        "counts as every type": "zählt als jeder Typ",
        "#%1 %2": "#%1 %2",
        "no staff": "ohne Personal",
        "Build": "Bauen",
        "Cancel": "Abbrechen",
        "All moves (A)": "Alle Züge (A)",
        "Start this project here (Enter)": "Dieses Projekt hier starten (Enter)",
        "Take back what you have not sent yet (Esc)": "Zurücknehmen, was noch nicht abgeschickt ist (Esc)",
        "List every move you may make now (A)": "Alle Züge auflisten, die du jetzt machen kannst (A)",
        "The city": "Die Stadt",
        "+%1 majorities": "+%1 Mehrheiten",
        "+%1": "+%1",
        "councils %1 · buildings %2": "Ausschüsse %1 · Gebäude %2",
        "%1 VP: %2 from projects, %3 from issues, %4 from building actions":
            "%1 SP: %2 aus Projekten, %3 aus Beschlüssen, %4 aus Gebäudeaktionen",
        "Employees: %1 free, %2 in councils, %3 on buildings, %4 in the box":
            "Angestellte: %1 frei, %2 in Ausschüssen, %3 auf Gebäuden, %4 in der Box",
        "Gold labels: most influence of that type now (4 VP at the end, 2 VP each when tied).":
            "Goldene Beschriftung: derzeit der meiste Einfluss dieser Art (am Ende 4 SP, bei Gleichstand je 2 SP).",
        "%1: %2 VP": "%1: %2 SP",
        "%1 VP": "%1 SP",
        "any": "beliebig",
        "+%1 %2": "+%1 %2",
        "%1+": "%1+",
        "%1 VP +%2": "%1 SP +%2",
        "%1 or more": "%1 oder mehr",
        "%1 → %2 VP and %3 influence": "%1 → %2 SP und %3 Einfluss",
        "%1 → %2 VP": "%1 → %2 SP",
        "%1 → %2 influence": "%1 → %2 Einfluss",
        "%1 → nothing": "%1 → nichts",
        "Resolving pays each player by their employees here, in council influence types of their choice: %1; the resolver gets %2 more.": "Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier Ausschuss-Einfluss nach Wahl: %1; wer den Beschluss fasst, erhält %2 mehr.",
        "Resolving pays each player by their employees here: %1; the resolver gets %2 more.": "Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier: %1; wer den Beschluss fasst, erhält %2 mehr.",
        "Click to resolve this issue.": "Klicken, um hier einen Beschluss zu fassen.",
        "The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.":
            "Der Stapel: Die A-Karten liegen auf den B-Karten. Ist er leer und liegen nur noch 4 Projekte aus, geht das Spiel auf sein Ende zu.",
        "new": "neu",
        "Click to use this building's action.": "Klicken, um die Aktion dieses Gebäudes zu nutzen.",
        "Click to choose this building.": "Klicken, um dieses Gebäude zu wählen.",
        "Drag it onto a glowing spot in the city, or click it and then a spot.":
            "Ziehe es auf ein leuchtendes Feld in der Stadt oder klicke es und dann ein Feld an.",
        "here": "hier",
        "pay %1\n+%2 VP": "%1 zahlen\n+%2 SP",
        "Your free employee: drag it onto a council.": "Dein freier Angestellter: Ziehe ihn auf einen Ausschuss.",
        "A free employee of %1": "Ein freier Angestellter von %1",
        "An employee of %1 in the box (not in play)": "Ein Angestellter von %1 in der Box (nicht im Spiel)",
        "An employee of %1 in the %2": "Ein Angestellter von %1 im %2",
        "An employee of %1 on %2": "Ein Angestellter von %1 auf dem Gebäude %2",
        "%1 %2 → %3": "%1 %2 → %3",
        "Skip": "Überspringen",
        "Pass": "Passen",
        "no employees": "keine Angestellten",
        "none free": "keiner frei",
        "box": "Box",
        "Building projects · deck: %1 A + %2 B cards left": "Bauprojekte · Stapel: noch %1 A- + %2 B-Karten",
        "VP": "SP",
        "Every move you may make now — ↑↓ choose, Enter take, Esc close":
            "Alle Züge, die du jetzt machen kannst – ↑↓ wählen, Enter ausführen, Esc schließen",
        "%1 (%2 more: scroll with ↑↓)": "%1 (%2 weitere: mit ↑↓ blättern)",
        # -- counted texts (plurals)
        "Needs %n employee(s) on it.": ("Braucht %n Angestellten darauf.", "Braucht %n Angestellte darauf."),
        "Drag %n more employee(s) onto the glowing councils.": (
            "Ziehe noch %n Angestellten auf die leuchtenden Ausschüsse.",
            "Ziehe noch %n Angestellte auf die leuchtenden Ausschüsse.",
        ),
        "Final rounds · any action allowed · %n turn(s) left": (
            "Schlussrunden · jede Aktion erlaubt · noch %n Zug",
            "Schlussrunden · jede Aktion erlaubt · noch %n Züge",
        ),
        "Lower one of your council influences (education, transport, finance or legislation) by 1 and gain %n development.": (
            "Senke deinen Einfluss in einer Ausschussart (Bildung, Verkehr, Finanzen oder Gesetzgebung) um 1 und erhalte %n Entwicklung.",
            "Senke deinen Einfluss in einer Ausschussart (Bildung, Verkehr, Finanzen oder Gesetzgebung) um 1 und erhalte %n Entwicklung.",
        ),
        "Put one employee from this building into the box, take the other one back and gain %n development.": (
            "Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Entwicklung.",
            "Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Entwicklung.",
        ),
        "Gain %n development.": ("Erhalte %n Entwicklung.", "Erhalte %n Entwicklung."),
        "Put one employee from this building into the box, take the other one back and gain %n council influence, split over the four council types as you like (no development).": (
            "Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Ausschuss-Einfluss, beliebig auf die vier Ausschussarten verteilt (keine Entwicklung).",
            "Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Ausschuss-Einfluss, beliebig auf die vier Ausschussarten verteilt (keine Entwicklung).",
        ),
        "Name a building type: %n VP for each building of that type next to this one (City Hall counts as the named type).": (
            "Nenne einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs (das Rathaus zählt als der genannte Typ).",
            "Nenne einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs (das Rathaus zählt als der genannte Typ).",
        ),
        "%n VP for each different building type next to this one (City Hall adds one type that is missing).": (
            "%n SP für jeden verschiedenen Gebäudetyp neben diesem Gebäude (das Rathaus ergänzt einen fehlenden Typ).",
            "%n SP für jeden verschiedenen Gebäudetyp neben diesem Gebäude (das Rathaus ergänzt einen fehlenden Typ).",
        ),
        "Take %n of your employees back from the box.": (
            "Hole einen deiner Angestellten aus der Box zurück.",
            "Hole %n deiner Angestellten aus der Box zurück.",
        ),
        "%n VP for each employee on a building in the city, yours and everyone else's.": (
            "%n SP für jeden Angestellten auf einem Gebäude in der Stadt, deine und die aller anderen.",
            "%n SP für jeden Angestellten auf einem Gebäude in der Stadt, deine und die aller anderen.",
        ),
        "Pay %n development to build a project from the display for free, anywhere in the city; this building's employees move onto it as far as it needs them, the rest come back to you.": (
            "Zahle %n Entwicklung, um ein Projekt aus der Auslage kostenlos irgendwo in der Stadt zu bauen; die Angestellten dieses Gebäudes ziehen darauf um, soweit es sie braucht, die übrigen kommen zu dir zurück.",
            "Zahle %n Entwicklung, um ein Projekt aus der Auslage kostenlos irgendwo in der Stadt zu bauen; die Angestellten dieses Gebäudes ziehen darauf um, soweit es sie braucht, die übrigen kommen zu dir zurück.",
        ),
        "−1 → +%n dev": ("−1 → +%n Ent", "−1 → +%n Ent"),
        "box 1, +%n dev": ("1 in Box, +%n Ent", "1 in Box, +%n Ent"),
        "+%n dev": ("+%n Ent", "+%n Ent"),
        "box 1, +%n any": ("1 in Box, +%n bel.", "1 in Box, +%n bel."),
        "%n VP/type": ("%n SP/Typ", "%n SP/Typ"),
        "%n VP/kind": ("%n SP/Sorte", "%n SP/Sorte"),
        "%n VP/staff": ("%n SP/Person", "%n SP/Person"),
        "Scores %n VP when the project starts.": ("Bringt %n SP, wenn das Projekt startet.", "Bringt %n SP, wenn das Projekt startet."),
        "The %n final round(s) begin: each turn, any one action is allowed.": (
            "Die Schlussrunde beginnt: In jedem Zug ist eine beliebige Aktion erlaubt.",
            "Die %n Schlussrunden beginnen: In jedem Zug ist eine beliebige Aktion erlaubt.",
        ),
        "Game over: %1 share the win with %n VP each.": (
            "Spielende: %1 teilen sich den Sieg mit je %n SP.",
            "Spielende: %1 teilen sich den Sieg mit je %n SP.",
        ),
        "Build %1 here? You pay %2, score %3 VP and put %n employee(s) on it.": (
            "%1 hier bauen? Du zahlst %2, erhältst %3 SP und setzt %n Angestellten darauf.",
            "%1 hier bauen? Du zahlst %2, erhältst %3 SP und setzt %n Angestellte darauf.",
        ),
        "Choose the influence type for your next point (%n left to share out).": (
            "Wähle die Einflussart für deinen nächsten Punkt (noch %n zu verteilen).",
            "Wähle die Einflussart für deinen nächsten Punkt (noch %n zu verteilen).",
        ),
        "Choose which council influence to lower by 1 (you gain %n development).": (
            "Wähle, welcher Ausschuss-Einfluss um 1 sinkt (du erhältst %n Entwicklung).",
            "Wähle, welcher Ausschuss-Einfluss um 1 sinkt (du erhältst %n Entwicklung).",
        ),
        "Choose a building type: %n VP for each neighbouring building of it.": (
            "Wähle einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs.",
            "Wähle einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs.",
        ),
        "%1 places %n employee(s) in the %2.": ("%1 setzt %n Angestellten in den %2.", "%1 setzt %n Angestellte in den %2."),
        "%n influence of their choice": ("%n Einfluss nach Wahl", "%n Einfluss nach Wahl"),
        "%1 places %2 (%3) and puts %n employee(s) on it.": (
            "%1 legt das Gebäude %2 an (%3) und setzt %n Angestellten darauf.",
            "%1 legt das Gebäude %2 an (%3) und setzt %n Angestellte darauf.",
        ),
        "No project was started for %n round(s): the game heads for its end; two final rounds follow.": (
            "Seit %n Runde wurde kein Projekt gestartet: Das Spiel geht auf sein Ende zu; es folgen zwei Schlussrunden.",
            "Seit %n Runden wurde kein Projekt gestartet: Das Spiel geht auf sein Ende zu; es folgen zwei Schlussrunden.",
        ),
        "%1 takes %n employee(s) back from %2.": (
            "%1 nimmt %n Angestellten vom Gebäude %2 zurück.",
            "%1 nimmt %n Angestellte vom Gebäude %2 zurück.",
        ),
        "%1 scores %n VP with a building action.": (
            "%1 erhält %n SP durch eine Gebäudeaktion.",
            "%1 erhält %n SP durch eine Gebäudeaktion.",
        ),
        "%1 takes %n employee(s) back from the box.": (
            "%1 holt %n Angestellten aus der Box zurück.",
            "%1 holt %n Angestellte aus der Box zurück.",
        ),
        "%1 moves %n employee(s) from %2 to %3.": (
            "%1 versetzt %n Angestellten vom Gebäude %2 auf das Gebäude %3.",
            "%1 versetzt %n Angestellte vom Gebäude %2 auf das Gebäude %3.",
        ),
        "%1 puts %n employee(s) on %2.": (
            "%1 setzt %n Angestellten auf das Gebäude %2.",
            "%1 setzt %n Angestellte auf das Gebäude %2.",
        ),
        "Game over: %1 wins with %n VP.": ("Spielende: %1 gewinnt mit %n SP.", "Spielende: %1 gewinnt mit %n SP."),
        "%n space(s) to the right of City Hall": ("%n Feld rechts vom Rathaus", "%n Felder rechts vom Rathaus"),
        "%n space(s) to the left of City Hall": ("%n Feld links vom Rathaus", "%n Felder links vom Rathaus"),
        "%n space(s) below City Hall": ("%n Feld unter dem Rathaus", "%n Felder unter dem Rathaus"),
        "%n space(s) above City Hall": ("%n Feld über dem Rathaus", "%n Felder über dem Rathaus"),
        "%1 had %n employee(s) there and receives %2 VP and %3.": (
            "%1 hatte dort %n Angestellten und erhält %2 SP und %3.",
            "%1 hatte dort %n Angestellte und erhält %2 SP und %3.",
        ),
        "%1 had %n employee(s) there and receives %2 VP.": (
            "%1 hatte dort %n Angestellten und erhält %2 SP.",
            "%1 hatte dort %n Angestellte und erhält %2 SP.",
        ),
        "%1 had %n employee(s) there and receives %2.": (
            "%1 hatte dort %n Angestellten und erhält %2.",
            "%1 hatte dort %n Angestellte und erhält %2.",
        ),
        "%1 had %n employee(s) there and receives nothing.": (
            "%1 hatte dort %n Angestellten und erhält nichts.",
            "%1 hatte dort %n Angestellte und erhält nichts.",
        ),
        "%1 scores %n VP for the most influence.": (
            "%1 erhält %n SP für den meisten Einfluss.",
            "%1 erhält %n SP für den meisten Einfluss.",
        ),
        "Place %n employee(s) in the %1": ("%n Angestellten in den %1 setzen", "%n Angestellte in den %1 setzen"),
    },
    "GameTitle": {
        "Councils & Contracts": "Councils & Contracts",
    },
    "GameSummary": {
        "Place employees in councils, gain influence and build the city.":
            "Angestellte in Ausschüsse setzen, Einfluss gewinnen und die Stadt ausbauen.",
    },
}
