<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Announce</name>
    <message>
        <location filename="../desktop_app/ui/announce_texts.py" line="+28"/>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Month %1 is over: month %2 begins</source>
        <translation>Monat %1 ist vorbei: Monat %2 beginnt</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1 is over: round %2 begins</source>
        <translation>Runde %1 ist vorbei: Runde %2 beginnt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn %1 is over: turn %2 begins</source>
        <translation>Zug %1 ist vorbei: Zug %2 beginnt</translation>
    </message>
</context>
<context>
    <name>AreaZoom</name>
    <message>
        <location filename="../desktop_app/ui/area_zoom.py" line="+63"/>
        <source>Click anywhere or press Esc to close</source>
        <translation>Irgendwo klicken oder Esc drücken zum Schließen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Click to see this area enlarged</source>
        <translation>Klicken, um diesen Bereich vergrößert zu sehen</translation>
    </message>
</context>
<context>
    <name>CampaignTrailHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/campaign_trail/scene/hint_texts.py" line="+19"/>
        <location line="+6"/>
        <source>about %n more expected electoral vote(s) for your party</source>
        <translation>
            <numerusform>etwa %n erwartete Wahlmännerstimme mehr für deine Partei</numerusform>
            <numerusform>etwa %n erwartete Wahlmännerstimmen mehr für deine Partei</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>the best use of %1 for your party now</source>
        <translation>der beste Einsatz von %1 für deine Partei jetzt</translation>
    </message>
</context>
<context>
    <name>CampaignTrailMap</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/scene_map_panel.py" line="+105"/>
        <source>Point at a state or move to it with the arrow keys</source>
        <translation>Zeig auf einen Staat oder geh mit den Pfeiltasten zu ihm</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/scene_map_texts.py" line="+22"/>
        <source>Democrat</source>
        <translation>Demokraten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republican</source>
        <translation>Republikaner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarian</source>
        <translation>Libertäre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grüne</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>%n electoral vote(s)</source>
        <translation>
            <numerusform>%n Wahlmannstimme</numerusform>
            <numerusform>%n Wahlmannstimmen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody controls it yet</source>
        <translation>Noch von niemandem gehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held by %1 on the tiebreak order</source>
        <translation>Gehalten von: %1, nach der Reihenfolge bei Gleichstand</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Held by %1, ahead by %n voter(s)</source>
        <translation>
            <numerusform>Gehalten von: %1, mit %n Wähler Vorsprung</numerusform>
            <numerusform>Gehalten von: %1, mit %n Wählern Vorsprung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n voter(s)</source>
        <translation>
            <numerusform>%1: %n Wähler</numerusform>
            <numerusform>%1: %n Wähler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
</context>
<context>
    <name>CampaignTrailRefusal</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/refusal_texts.py" line="+91"/>
        <source>%1 campaigns in %3; your candidate is in %2. Travel there first.</source>
        <translation>%1 macht Wahlkampf in %3; dein Kandidat ist in %2. Reise zuerst dorthin.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 can go onto a debate topic only during a debate.</source>
        <translation>%1 kann nur während einer Debatte auf ein Debattenthema.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 cannot be skipped now: skip states in the card&apos;s order and place the voters you can.</source>
        <translation>%1 kann jetzt nicht übersprungen werden: Überspringe Staaten in der Reihenfolge der Karte und setze die Wähler, die du kannst.</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>%1 cannot put ongoing cards in play.</source>
        <translation>%1 kann keine dauerhaften Karten ins Spiel bringen.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 does not answer what just happened, or its condition is not met.</source>
        <translation>%1 antwortet nicht auf das, was gerade geschah, oder ihre Bedingung ist nicht erfüllt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no %2 box.</source>
        <translation>%1 hat kein Feld „%2“.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 has no debate icon for %2.</source>
        <translation>%1 hat kein Debattensymbol für %2.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 has no debate icon for any topic of this debate.</source>
        <translation>%1 hat für kein Thema dieser Debatte ein passendes Debattensymbol.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>%1 has no response box.</source>
        <translation>%1 hat kein Reaktionsfeld.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1 is %2 steps away; this card travels up to %3.</source>
        <translation>%1 ist %2 Schritte entfernt; diese Karte reist bis zu %3.</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>%1 is a dirty trick, and Dirty Politics is not in this game.</source>
        <translation>%1 ist ein schmutziger Trick, und Schmutzige Politik ist nicht in diesem Spiel.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 is a response: it is played when the table asks, not on your turn.</source>
        <translation>%1 ist eine Reaktion: Sie wird gespielt, wenn der Tisch fragt, nicht in deinem Zug.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 is a response: play it when the table asks whether you respond. That moment has passed.</source>
        <translation>%1 ist eine Reaktion: Spiele sie, wenn der Tisch fragt, ob du reagierst. Dieser Moment ist vorbei.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>%1 is not a choice of this step.</source>
        <translation>%1 ist in diesem Schritt keine Wahl.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 is not a topic of this debate.</source>
        <translation>%1 ist kein Thema dieser Debatte.</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>%1 is not one of the campaign states of %2.</source>
        <translation>%1 ist keiner der Wahlkampfstaaten von %2.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 may not debate %2.</source>
        <translation>%1 darf nicht über %2 debattieren.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 needs a free region token; none is left.</source>
        <translation>%1 braucht einen freien Regionsmarker; keiner ist übrig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs another card in your hand to lay face down.</source>
        <translation>%1 braucht eine weitere Handkarte, die verdeckt ausgelegt wird.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 never plays dirty tricks.</source>
        <translation>%1 spielt nie schmutzige Tricks.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 travels by land, and no state borders your candidate&apos;s state.</source>
        <translation>%1 reist über Land, und kein Staat grenzt an den Staat deines Kandidaten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advertising costs %1 per issue; your party has %2.</source>
        <translation>Werbung kostet %1 pro Thema; deine Partei hat %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Campaigning costs %1; your party has %2.</source>
        <translation>Wahlkampf kostet %1; deine Partei hat %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>During a debate a card goes onto a debate topic, not into an action box.</source>
        <translation>Während einer Debatte kommt eine Karte auf ein Debattenthema, nicht in ein Aktionsfeld.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Each politick costs you %1; your party has %2.</source>
        <translation>Jedes Politisieren kostet dich %1; deine Partei hat %2.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Every player keeps a candidate first; the others are still choosing.</source>
        <translation>Zuerst behält jeder Spieler einen Kandidaten; die anderen wählen noch.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>First finish the step the table is asking for.</source>
        <translation>Schließe zuerst den Schritt ab, nach dem der Tisch fragt.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>First keep one of your two candidates.</source>
        <translation>Behalte zuerst einen deiner beiden Kandidaten.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>It is the %1 candidate&apos;s turn; wait for yours.</source>
        <translation>Der Kandidat der Partei %1 ist am Zug; warte auf deinen Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep one of the two candidate cards you were dealt.</source>
        <translation>Behalte eine der beiden Kandidatenkarten, die du bekommen hast.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Momentum needs a second card whose travel, fundraise or register box you can use now.</source>
        <translation>Schwung braucht eine zweite Karte, deren Reise-, Spenden- oder Registrierfeld du jetzt nutzen kannst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No opposing candidate holds a card you may look at.</source>
        <translation>Kein gegnerischer Kandidat hält eine Karte, die du ansehen darfst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No opposing party you may smear has voters in %1.</source>
        <translation>Keine gegnerische Partei, die du verleumden darfst, hat Wähler in %1.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Only a plane reaches %1.</source>
        <translation>Nur ein Flugzeug erreicht %1.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Outside %1 the Regional Power pays a surcharge your party cannot cover.</source>
        <translation>Außerhalb von %1 zahlt die Regionalmacht einen Aufschlag, den deine Partei nicht decken kann.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>That is not a state.</source>
        <translation>Das ist kein Staat.</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The election is over.</source>
        <translation>Die Wahl ist vorbei.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The plane costs %1; your party has %2.</source>
        <translation>Das Flugzeug kostet %1; deine Partei hat %2.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Virtual Campaigning needs a second card whose campaign you can pay for.</source>
        <translation>Virtueller Wahlkampf braucht eine zweite Karte, deren Wahlkampf du bezahlen kannst.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>With the claimed rate, every voter goes to a state of %1.</source>
        <translation>Mit dem beanspruchten Tarif kommt jeder Wähler in einen Staat von %1.</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>You have played your card this turn; trade with your running mate or end the turn.</source>
        <translation>Du hast in diesem Zug schon eine Karte gespielt; tausche mit deinem Vize oder beende den Zug.</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Your candidate is already in %1.</source>
        <translation>Dein Kandidat ist bereits in %1.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Your party has no voters on the map that could move to a neighbouring state.</source>
        <translation>Deine Partei hat keine Wähler auf der Karte, die in einen Nachbarstaat ziehen könnten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your party is behind in no state of %1.</source>
        <translation>Deine Partei liegt in keinem Staat von %1 zurück.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your party is behind in no state.</source>
        <translation>Deine Partei liegt in keinem Staat zurück.</translation>
    </message>
</context>
<context>
    <name>CampaignTrailState</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/scene_map_texts.py" line="-87"/>
        <source>Alaska</source>
        <translation>Alaska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alabama</source>
        <translation>Alabama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arkansas</source>
        <translation>Arkansas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arizona</source>
        <translation>Arizona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>California</source>
        <translation>Kalifornien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colorado</source>
        <translation>Colorado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecticut</source>
        <translation>Connecticut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>District of Columbia</source>
        <translation>District of Columbia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delaware</source>
        <translation>Delaware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Florida</source>
        <translation>Florida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Georgia</source>
        <translation>Georgia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hawaii</source>
        <translation>Hawaii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iowa</source>
        <translation>Iowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idaho</source>
        <translation>Idaho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Illinois</source>
        <translation>Illinois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indiana</source>
        <translation>Indiana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kansas</source>
        <translation>Kansas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kentucky</source>
        <translation>Kentucky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Louisiana</source>
        <translation>Louisiana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Massachusetts</source>
        <translation>Massachusetts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maryland</source>
        <translation>Maryland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maine</source>
        <translation>Maine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Michigan</source>
        <translation>Michigan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minnesota</source>
        <translation>Minnesota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missouri</source>
        <translation>Missouri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mississippi</source>
        <translation>Mississippi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Carolina</source>
        <translation>North Carolina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Dakota</source>
        <translation>North Dakota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebraska</source>
        <translation>Nebraska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Hampshire</source>
        <translation>New Hampshire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Jersey</source>
        <translation>New Jersey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Mexico</source>
        <translation>New Mexico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nevada</source>
        <translation>Nevada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ohio</source>
        <translation>Ohio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oregon</source>
        <translation>Oregon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pennsylvania</source>
        <translation>Pennsylvania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhode Island</source>
        <translation>Rhode Island</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Carolina</source>
        <translation>South Carolina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Dakota</source>
        <translation>South Dakota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tennessee</source>
        <translation>Tennessee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texas</source>
        <translation>Texas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utah</source>
        <translation>Utah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virginia</source>
        <translation>Virginia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vermont</source>
        <translation>Vermont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Washington</source>
        <translation>Washington</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wisconsin</source>
        <translation>Wisconsin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West Virginia</source>
        <translation>West Virginia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wyoming</source>
        <translation>Wyoming</translation>
    </message>
</context>
<context>
    <name>CampaignTrailTable</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/action_words.py" line="+47"/>
        <source>%1: starts with $%2M and %3 registered voters; influence: %4</source>
        <translation>%1: beginnt mit %2 Mio. $ und %3 registrierten Wählern; Einfluss: %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card %1 (%2, %3)</source>
        <translation>Karte %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>card %1 (%2)</source>
        <translation>Karte %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a politick card just declared</source>
        <translation>eine eben angesagte Politikkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an advertise action just declared</source>
        <translation>eine eben angesagte Werbeaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a campaign action just declared</source>
        <translation>eine eben angesagte Wahlkampfaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voters just placed</source>
        <translation>die eben platzierten Wähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn that begins</source>
        <translation>den beginnenden Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the debate that ended</source>
        <translation>die beendete Debatte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put the token of %1 on the card</source>
        <translation>Den Marker von %1 auf die Karte legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet on %1</source>
        <translation>Auf %1 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the rate of %1</source>
        <translation>Den Satz von %1 beanspruchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your region: %1</source>
        <translation>Deine Region: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region %1</source>
        <translation>Region %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n Wähler</numerusform>
            <numerusform>%n Wähler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong Base: also %1</source>
        <translation>Starke Basis: zusätzlich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 for no action</source>
        <translation>%1 ohne Aktion spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Home state: %1</source>
        <translation>Heimatstaat: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Travel to %1</source>
        <translation>Nach %1 reisen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip %1</source>
        <translation>%1 auslassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a voter in %1</source>
        <translation>Einen Wähler in %1 platzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid Response in %1</source>
        <translation>Schnelle Antwort in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endorsement in %1</source>
        <translation>Unterstützung in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear in %1</source>
        <translation>Schmutzkampagne in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Out the Vote in %1</source>
        <translation>Mobilisierung in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move a voter away from %1</source>
        <translation>Einen Wähler aus %1 abziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the voter to %1</source>
        <translation>Den Wähler nach %1 versetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Collaboration in %1</source>
        <translation>Parteizusammenarbeit in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a voter of yours in %1</source>
        <translation>Einen eigenen Wähler in %1 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even the score in %1</source>
        <translation>Ausgleich in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move a committed voter from %1</source>
        <translation>Einen festen Wähler aus %1 versetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whistle Stop voter in %1</source>
        <translation>Wähler durch Kurzauftritt in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No voters for this issue in %1</source>
        <translation>Keine Wähler für dieses Thema in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move out to %1</source>
        <translation>Hinaus nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to %1</source>
        <translation>Nach %1 ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit a registered voter in %1</source>
        <translation>Einen registrierten Wähler in %1 setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+35"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Drop %1</source>
        <translation>%1 streichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertise on %1</source>
        <translation>Werbung zu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collaborate with the %1 party</source>
        <translation>Mit der Partei %1 zusammenarbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smear the %1 party</source>
        <translation>Die Partei %1 verleumden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Negative ad against the %1 party</source>
        <translation>Negativwerbung gegen die Partei %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trade cards with %1</source>
        <translation>Karten mit %1 tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Research %1&apos;s hand</source>
        <translation>Die Hand von %1 ausspähen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade cards with %1 wherever you both are</source>
        <translation>Karten mit %1 tauschen, wo immer ihr beide steht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes first</source>
        <translation>%1 beginnt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give %1 to your running mate</source>
        <translation>%1 an deine Vize-Kandidatur geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give back %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide %1 face down</source>
        <translation>%1 verdeckt ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve %1 now</source>
        <translation>%1 jetzt auswerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1 to draw anew</source>
        <translation>%1 abwerfen und neu ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign virtually with %1</source>
        <translation>Virtueller Wahlkampf mit %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give %1 back</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set aside %1 on the ballot</source>
        <translation>%1 auf die Briefwahl zurücklegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Issue of influence: start higher on %1</source>
        <translation>Einflussthema: bei %1 höher beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start bonus on %1</source>
        <translation>Startbonus auf %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go negative</source>
        <translation>Negativ werben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay positive</source>
        <translation>Positiv bleiben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Respond: %1 (card %2)</source>
        <translation>Antworten: %1 (Karte %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Respond with %1</source>
        <translation>Mit %1 antworten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debate: %1 on %2</source>
        <translation>Debatte: %1 auf %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap %1 for a new card</source>
        <translation>%1 gegen eine neue Karte tauschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take a random card from %1</source>
        <translation>Eine zufällige Karte von %1 nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay the surcharge with registered voters</source>
        <translation>Den Aufschlag mit registrierten Wählern zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the surcharge in money</source>
        <translation>Den Aufschlag in Geld zahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not respond</source>
        <translation>Nicht antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the debate</source>
        <translation>Die Debatte verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign at the usual rate</source>
        <translation>Zum üblichen Satz Wahlkampf machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the pawn</source>
        <translation>Die Figur ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Whistle Stop voter</source>
        <translation>Kein Wähler durch Kurzauftritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the issue start for later</source>
        <translation>Den Themenvorsprung für später aufheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No voter there</source>
        <translation>Dort keinen Wähler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give no more cards</source>
        <translation>Keine Karten mehr geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done choosing issues</source>
        <translation>Themen fertig gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip no more states of this issue</source>
        <translation>Keine weiteren Staaten dieses Themas auslassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop no more issues</source>
        <translation>Keine Themen mehr streichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear no more states</source>
        <translation>Keine Staaten mehr verleumden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No second card</source>
        <translation>Keine zweite Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside no more voters</source>
        <translation>Keine weiteren Wähler zurücklegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move no more voters</source>
        <translation>Keine weiteren Wähler versetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place no more voters</source>
        <translation>Keine weiteren Wähler setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even no more states</source>
        <translation>Keine weiteren Staaten ausgleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done exchanging</source>
        <translation>Austausch beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No further action</source>
        <translation>Keine weitere Aktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/campaign_trail/scene/card_strip.py" line="+47"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n weiteres</numerusform>
            <numerusform>+%n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n Thema</numerusform>
            <numerusform>%n Themen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop_app/games/campaign_trail/scene/cards.py" line="+79"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Card %1 · %2</source>
        <translation>Karte %1 · %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/cards.py" line="+1"/>
        <source>or plane</source>
        <translation>oder Flugzeug</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>+%n voter(s)</source>
        <translation>
            <numerusform>+%n Wähler</numerusform>
            <numerusform>+%n Wähler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+142"/>
        <location line="+192"/>
        <source>Play for no action</source>
        <translation>Ohne Aktion spielen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/furniture.py" line="+138"/>
        <source>%1 party: %2 electoral votes</source>
        <translation>Partei %1: %2 Wahlleute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money %1, registered %2, undecided %3, committed %4</source>
        <translation>Geld %1, registriert %2, unentschlossen %3, festgelegt %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %3 cards in hand</source>
        <translation>%1: %2, %3 Karten auf der Hand</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+172"/>
        <source>%1 EV</source>
        <translation>%1 WL</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Committed</source>
        <translation>Festgelegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered</source>
        <translation>Registriert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undecided</source>
        <translation>Unentschl.</translation>
    </message>
    <message>
        <location line="+148"/>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>candidate secret</source>
        <translation>Kandidatur geheim</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>%1: %2 of %3 electoral votes</source>
        <translation>%1: %2 von %3 Wahlleuten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>EV: %1 to win</source>
        <translation>WL: %1 zum Sieg</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/month_decks.py" line="+86"/>
        <source>%1: %2 cards left</source>
        <translation>%1: noch %2 Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 Breaking News cards in or set aside for its pile</source>
        <translation>%1: %2 Eilmeldungen im Stapel oder für ihn beiseitegelegt</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+29"/>
        <source>Free tokens</source>
        <translation>Freie Marker</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/furniture.py" line="+170"/>
        <source>Debate %1 in %2</source>
        <translation>Debatte %1 in %2</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+68"/>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+68"/>
        <source>%1 of %2 cards</source>
        <translation>%1 von %2 Karten</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/gestures.py" line="+112"/>
        <source>Put the card back</source>
        <translation>Karte zurücklegen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/prompts.py" line="+21"/>
        <source>$%1M</source>
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the candidate you keep (the other goes back unseen)</source>
        <translation>Wähle die Kandidatur, die du behältst (die andere geht ungesehen zurück)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1: %2 with card %3</source>
        <translation>Warten auf %1: %2 mit Karte %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The election is over</source>
        <translation>Die Wahl ist vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day is over: %1 won the White House</source>
        <translation>Der Wahltag ist vorbei: %1 gewinnt das Weiße Haus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s %2 (card %3): respond to %4, or pass</source>
        <translation>%2 von %1 (Karte %3): auf %4 antworten oder passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Respond to %1, or pass</source>
        <translation>Auf %1 antworten oder passen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose your home state: click a highlighted state</source>
        <translation>Wähle deinen Heimatstaat: klicke einen hervorgehobenen Staat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which of your party&apos;s candidates goes first</source>
        <translation>Wähle, welche Kandidatur deiner Partei beginnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click an action box on one of your cards</source>
        <translation>Du bist dran: klicke ein Aktionsfeld auf einer deiner Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade cards with your running mate, or end the turn</source>
        <translation>Tausche Karten mit deiner Vize-Kandidatur oder beende den Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a card to give it to your running mate, or give no more</source>
        <translation>Klicke eine Karte, um sie deiner Vize-Kandidatur zu geben, oder gib keine mehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving the Base: click the highlighted state your voter from %1 moves to</source>
        <translation>Basis verlegen: Klicke den markierten Staat an, in den dein Wähler aus %1 zieht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Travel: drag your pawn to a highlighted state (or click the state)</source>
        <translation>Reisen: ziehe deine Figur auf einen hervorgehobenen Staat (oder klicke den Staat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advertise: choose issues in card order, %1 each</source>
        <translation>Werbung: wähle Themen in Kartenreihenfolge, je %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chosen: %1, cost %2</source>
        <translation>gewählt: %1, Kosten %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Advertise positively (add voters) or negatively (remove an opponent&apos;s)?</source>
        <translation>Positiv werben (Wähler dazu) oder negativ (gegnerische entfernen)?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Negative ad on %1: whose voters does it remove?</source>
        <translation>Negativwerbung zu %1: wessen Wähler entfernt sie?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop issues from the advertise action</source>
        <translation>Streiche Themen aus der Werbeaktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too few registered voters: click the states this issue skips, in order</source>
        <translation>Zu wenige registrierte Wähler: klicke der Reihe nach die Staaten, die dieses Thema auslässt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Campaign: drag or click %n more voter(s) onto highlighted states</source>
        <translation>
            <numerusform>Wahlkampf: ziehe oder klicke noch %n Wähler auf hervorgehobene Staaten</numerusform>
            <numerusform>Wahlkampf: ziehe oder klicke noch %n Wähler auf hervorgehobene Staaten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rapid Response: click a state where voters were just placed</source>
        <translation>Schnelle Antwort: klicke einen Staat, in dem eben Wähler platziert wurden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rapid Response: how many of your voters go there?</source>
        <translation>Schnelle Antwort: wie viele deiner Wähler kommen dorthin?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endorsement: click a state of your region</source>
        <translation>Unterstützung: klicke einen Staat deiner Region</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Town Hall Meeting: how many voters in your pawn&apos;s state?</source>
        <translation>Bürgerversammlung: wie viele Wähler im Staat deiner Figur?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Momentum: click a support box of a second card</source>
        <translation>Schwung: klicke ein Unterstützungsfeld einer zweiten Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: whose hand do you look at?</source>
        <translation>Gegnerrecherche: wessen Hand siehst du dir an?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: take one card from that hand</source>
        <translation>Gegnerrecherche: nimm eine Karte aus dieser Hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: give one of your cards back</source>
        <translation>Gegnerrecherche: gib eine deiner Karten zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smear Campaign: choose the party to smear</source>
        <translation>Schmutzkampagne: wähle die Partei</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Smear Campaign: click up to %n state(s) of your region</source>
        <translation>
            <numerusform>Schmutzkampagne: klicke bis zu %n Staat deiner Region</numerusform>
            <numerusform>Schmutzkampagne: klicke bis zu %n Staaten deiner Region</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose a hand card to hide face down</source>
        <translation>%1: wähle eine Handkarte, die verdeckt abgelegt wird</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Debate start bonus: choose a topic to move %n space(s)</source>
        <translation>
            <numerusform>Debatten-Startbonus: wähle ein Thema für %n Feld</numerusform>
            <numerusform>Debatten-Startbonus: wähle ein Thema für %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Debate: drag a card onto a topic it matches (or click card, then topic), or leave</source>
        <translation>Debatte: ziehe eine Karte auf ein passendes Thema (oder klicke Karte, dann Thema) oder steig aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Election Day: choose which of your cards resolves next</source>
        <translation>Wahltag: wähle, welche deiner Karten als Nächste ausgewertet wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Get Out the Vote: click a state where you are tied for the lead</source>
        <translation>Mobilisierung: klicke einen Staat, in dem du gleichauf vorn liegst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make your choice</source>
        <translation>Triff deine Wahl</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: put a free region token on the card (click a state of the region)</source>
        <translation>%1: Lege einen freien Regionsmarker auf die Karte (klicke einen Staat der Region)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Regional Power: choose your region (click a state of it, or its button)</source>
        <translation>Die Regionalgröße: wähle deine Region (klicke einen ihrer Staaten oder ihre Schaltfläche)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predictable Outcome: bet, face down, on the region where this turn ends</source>
        <translation>Vorhersehbares Ergebnis: setze verdeckt auf die Region, in der dieser Zug endet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regional Influence: claim its rate (every voter in that region) or campaign as usual</source>
        <translation>Regionaler Einfluss: beanspruche seinen Satz (jeder Wähler in diese Region) oder mache wie üblich Wahlkampf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Absentee Ballot: how many registered voters do you set aside for Election Day?</source>
        <translation>Briefwahl: Wie viele registrierte Wähler legst du für den Wahltag zurück?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Relocation: click a state to move one of your voters from (%n move(s) left)</source>
        <translation>
            <numerusform>Umzug: klicke einen Staat, aus dem einer deiner Wähler umzieht (noch %n Zug)</numerusform>
            <numerusform>Umzug: klicke einen Staat, aus dem einer deiner Wähler umzieht (noch %n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relocation: click the neighbour of %1 the voter moves to</source>
        <translation>Umzug: klicke den Nachbarstaat von %1, in den der Wähler zieht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Party Collaboration: click a state where your party trails</source>
        <translation>Parteizusammenarbeit: klicke einen Staat, in dem deine Partei zurückliegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Party Collaboration: choose the opponent party that places voters too</source>
        <translation>Parteizusammenarbeit: wähle die gegnerische Partei, die ebenfalls Wähler setzt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Party Collaboration: place up to %n voter(s) in the region of %1</source>
        <translation>
            <numerusform>Parteizusammenarbeit: setze bis zu %n Wähler in der Region von %1</numerusform>
            <numerusform>Parteizusammenarbeit: setze bis zu %n Wähler in der Region von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Even the Score: click up to %n state(s) of your region where you trail</source>
        <translation>
            <numerusform>Ausgleich: klicke bis zu %n Staat deiner Region, in dem du zurückliegst</numerusform>
            <numerusform>Ausgleich: klicke bis zu %n Staaten deiner Region, in denen du zurückliegst</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange Ideas: click cards to discard and draw anew, or trade with your running mate</source>
        <translation>Ideen austauschen: klicke Karten zum Abwerfen und Neuziehen oder tausche mit deinem Running Mate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Virtual Campaigning: click the card whose campaign you run</source>
        <translation>Virtueller Wahlkampf: klicke die Karte, deren Wahlkampf du führst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moving the Base: move your pawn, or click a state to move a committed voter from</source>
        <translation>Die Basis verlegen: ziehe deine Figur oder klicke einen Staat, aus dem ein fester Wähler umzieht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whistle Stop: place a registered voter in %1?</source>
        <translation>Kurzauftritt: einen registrierten Wähler in %1 setzen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: take another support action of the card, or stop</source>
        <translation>Starke Basis: nimm eine weitere Unterstützungsaktion der Karte oder höre auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Limited Reach: click a state where this advertising places no voters</source>
        <translation>Begrenzte Reichweite: klicke einen Staat, in dem diese Werbung keine Wähler setzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Regional Power&apos;s region: pay the surcharge in money or in registered voters</source>
        <translation>Region der Regionalgröße: zahle den Aufschlag in Geld oder mit registrierten Wählern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Dirty Candidate: click a card of your hand to give back</source>
        <translation>Der skrupellose Kandidat: klicke eine Handkarte, die du zurückgibst</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Issue of influence: once per game, start %n space(s) higher on a topic</source>
        <translation>
            <numerusform>Einflussthema: einmal pro Partie auf einem Thema %n Feld höher beginnen</numerusform>
            <numerusform>Einflussthema: einmal pro Partie auf einem Thema %n Felder höher beginnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/expansion_notes.py" line="+29"/>
        <source>%1 ◆ %2</source>
        <translation>%1 ◆ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home region ◆ %1</source>
        <translation>Heimatregion ◆ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Absentee Ballot: %n voter(s) set aside</source>
        <translation>
            <numerusform>Briefwahl: %n Wähler zurückgelegt</numerusform>
            <numerusform>Briefwahl: %n Wähler zurückgelegt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Predictable Outcome bet ◆ %1</source>
        <translation>Wette Vorhersehbares Ergebnis ◆ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predictable Outcome bet ◆ hidden</source>
        <translation>Wette Vorhersehbares Ergebnis ◆ verdeckt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Free region tokens: %1</source>
        <translation>Freie Regionsmarker: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_banner.py" line="+64"/>
        <source>No Breaking News yet</source>
        <translation>Noch keine Eilmeldung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 set-aside cards are shuffled into the %2 deck.</source>
        <translation>%1 beiseitegelegte Karten sind in den Stapel des %2 gemischt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card reconstructed for this app (see Help).</source>
        <translation>Für diese App rekonstruierte Karte (siehe Hilfe).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BREAKING NEWS</source>
        <translation>EILMELDUNG</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NEWS</source>
        <translation>NEWS</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_texts.py" line="+91"/>
        <source>“%1”: your pawn must leave the closed state; click a highlighted state</source>
        <translation>„%1“: Deine Figur muss den gesperrten Staat verlassen; klicke einen markierten Staat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1”: move to one of your party&apos;s ethically minded states (click one)</source>
        <translation>„%1“: Ziehe in einen ethisch gesinnten Staat deiner Partei (klicke einen an)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1”: commit 1 registered voter in %2? Click the state, or decline</source>
        <translation>„%1“: 1 registrierten Wähler in %2 setzen? Klicke den Staat an oder lehne ab</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_panel.py" line="+102"/>
        <source>+%1 now</source>
        <translation>jetzt +%1</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Election Day (%1 column)</source>
        <translation>Wahltag (%1 Spalte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>linke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>rechte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left column</source>
        <translation>Linke Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right column</source>
        <translation>Rechte Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your party&apos;s Exit Poll and State Returns cards: only your party sees them. Hover a card for its goal and tiers.</source>
        <translation>Die Exit-Poll- und State-Returns-Karten deiner Partei: nur deine Partei sieht sie. Zeige auf eine Karte für Ziel und Stufen.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Hidden: %1 Exit Poll, %2 Returns</source>
        <translation>Verdeckt: %1 Exit Poll, %2 Returns</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Exit Polls:</source>
        <translation>Exit Polls:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others&apos; cards:</source>
        <translation>Karten der anderen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Others:</source>
        <translation>Andere:</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>tier %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Exit Poll “%1”:</source>
        <translation>Exit Poll „%1“:</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <source>tier %1, +%2 voters</source>
        <translation>Stufe %1, +%2 Wähler</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>no tier</source>
        <translation>keine Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day cards (hidden):</source>
        <translation>Wahltagskarten (verdeckt):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Exit Poll, %2 State Returns</source>
        <translation>%1 Exit Poll, %2 State Returns</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_words.py" line="+98"/>
        <source>%1 %2: +%3 voters</source>
        <translation>%1 %2: +%3 Wähler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now: %1 · tiers %2</source>
        <translation>Jetzt: %1 · Stufen %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier %1 reached now: %2 voters on Election Day</source>
        <translation>Stufe %1 jetzt erreicht: %2 Wähler am Wahltag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tier reached yet</source>
        <translation>Noch keine Stufe erreicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>State Returns: your Election Day reward goes to %1</source>
        <translation>State Returns: deine Belohnung am Wahltag geht nach %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Election Day cards: click the State Returns card your party discards face down</source>
        <translation>Wahltagskarten: Klicke die State-Returns-Karte, die deine Partei verdeckt abwirft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Election Day cards: click the Exit Poll card your party discards face down</source>
        <translation>Wahltagskarten: Klicke die Exit-Poll-Karte, die deine Partei verdeckt abwirft</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Election Day: drag or click %n reward voter(s) onto your State Returns states</source>
        <translation>
            <numerusform>Wahltag: Ziehe oder klicke %n Belohnungswähler auf deine State-Returns-Staaten</numerusform>
            <numerusform>Wahltag: Ziehe oder klicke %n Belohnungswähler auf deine State-Returns-Staaten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/board.py" line="+421"/>
        <location filename="../desktop_app/games/campaign_trail/scene/card_strip.py" line="+1"/>
        <location filename="../desktop_app/games/campaign_trail/scene/election_panel.py" line="-15"/>
        <location filename="../desktop_app/games/campaign_trail/scene/furniture.py" line="-70"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/campaign_trail/scene/hand_tabs.py" line="+216"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Show the hand of %1 (%2)</source>
        <translation>Die Hand von %1 (%2) zeigen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
</context>
<context>
    <name>CopernicoConfirm</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/confirming.py" line="+27"/>
        <source>Place %1 on %2 and pay %3</source>
        <translation>%1 auf %2 legen und mit %3 bezahlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulate %2 with %1 and pay %3</source>
        <translation>%2 durch %1 ersetzen und mit %3 bezahlen</translation>
    </message>
</context>
<context>
    <name>CopernicoHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/copernico/scene/hint_texts.py" line="+16"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keeps %1, the card your table can use best</source>
        <translation>behält %1, die Karte, die deine Auslage am besten brauchen kann</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>draws 2 cards to the %n you hold: more to place and pay with next turn</source>
        <translation>
            <numerusform>zieht 2 Karten zu deiner %n auf der Hand: mehr zum Auslegen und Bezahlen im nächsten Zug</numerusform>
            <numerusform>zieht 2 Karten zu deinen %n auf der Hand: mehr zum Auslegen und Bezahlen im nächsten Zug</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shows you an advice card before the game ends</source>
        <translation>zeigt dir eine Ratskarte, bevor das Spiel endet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of the cards that can pay, the one your table needs least</source>
        <translation>von den Karten, die zahlen können, die, die deine Auslage am wenigsten braucht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fulfils your hypothesis and costs %1</source>
        <translation>erfüllt deine Hypothese und kostet %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes %n scoring line(s) and costs %1</source>
        <translation>
            <numerusform>vollendet %n Wertungsreihe und kostet %1</numerusform>
            <numerusform>vollendet %n Wertungsreihen und kostet %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>adds %n quality point(s) to your table and costs %1</source>
        <translation>
            <numerusform>bringt deiner Auslage %n Qualitätspunkt und kostet %1</numerusform>
            <numerusform>bringt deiner Auslage %n Qualitätspunkte und kostet %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>builds towards a scoring line and costs %1</source>
        <translation>baut auf eine Wertungsreihe hin und kostet %1</translation>
    </message>
</context>
<context>
    <name>CopernicoRefusal</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/refusal_texts.py" line="+16"/>
        <source>You have chosen your action for this turn; the others are still choosing.</source>
        <translation>Du hast deine Aktion für diesen Zug gewählt; die anderen wählen noch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have shared out your cards; the others are still choosing.</source>
        <translation>Du hast deine Karten verteilt; die anderen wählen noch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards are shared out only while looking at the sky, at the start of a turn.</source>
        <translation>Karten werden nur beim Blick in den Himmel verteilt, zu Beginn eines Zuges.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card you drew needs exactly one role: keep, pass left, pass right or discard.</source>
        <translation>Jede gezogene Karte braucht genau eine Rolle: behalten, nach links, nach rechts oder abwerfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may ask Copernicus only after completing a new line of one colour.</source>
        <translation>Kopernikus darfst du erst fragen, wenn du eine neue einfarbige Linie vollendet hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are only two Advice cards to look at.</source>
        <translation>Es gibt nur zwei Ratschlagkarten zum Ansehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First share out the cards you drew; cards are placed after the draft.</source>
        <translation>Verteile zuerst die gezogenen Karten; gelegt wird nach dem Verteilen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First look at the Advice card your new line earned.</source>
        <translation>Sieh dir zuerst die Ratschlagkarte an, die deine neue Linie eingebracht hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First pay for the card you chose.</source>
        <translation>Bezahle zuerst die gewählte Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no resting in the solo game.</source>
        <translation>Im Solospiel gibt es kein Ausruhen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table has positions 1 to 9 only.</source>
        <translation>Dein Tisch hat nur die Positionen 1 bis 9.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card stays where it is for the rest of the game.</source>
        <translation>Eine verdeckte Karte bleibt für den Rest des Spiels liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position %1 already holds a card.</source>
        <translation>Auf Position %1 liegt schon eine Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card goes face down only when you cannot pay for any card in your hand.</source>
        <translation>Eine Karte wird nur verdeckt gelegt, wenn du keine Karte auf deiner Hand bezahlen kannst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position %1 is empty: place a card there instead of reformulating.</source>
        <translation>Position %1 ist leer: lege dort eine Karte, statt umzuformulieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 costs %2 cards to discard; you have %3 other cards in hand.</source>
        <translation>%1 kostet %2 abzuwerfende Karten; du hast %3 andere Karten auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the solo game a placed card stays: there is no reformulating.</source>
        <translation>Im Solospiel bleibt eine gelegte Karte liegen: Umformulieren gibt es nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulating needs a card that costs more than %1 (%2); %3 costs %4.</source>
        <translation>Zum Umformulieren braucht es eine Karte, die mehr kostet als %1 (%2); %3 kostet %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replacing %1 with %2 costs %3 cards; you have %4 other cards in hand.</source>
        <translation>%1 durch %2 zu ersetzen kostet %3 Karten; du hast %4 andere Karten auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to pay.</source>
        <translation>Es ist nichts mehr zu bezahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is the card being placed; it cannot pay for itself.</source>
        <translation>%1 ist die Karte, die gelegt wird; sie kann sich nicht selbst bezahlen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards are paid in hand order; choose the cards, then confirm.</source>
        <translation>Bezahlt wird in Handreihenfolge; wähle die Karten und bestätige dann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more cards must be paid; this choice would leave too few.</source>
        <translation>Es müssen noch %1 Karten bezahlt werden; diese Wahl ließe zu wenige übrig.</translation>
    </message>
</context>
<context>
    <name>CopycatHint</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene/hint_texts.py" line="+18"/>
        <source>the best trade of turn order against the card you give up</source>
        <translation>der beste Tausch von Zugreihenfolge gegen die Karte, die du abgibst</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+35"/>
        <source>takes this office before the others can</source>
        <translation>besetzt dieses Büro, bevor die anderen es können</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>the card your deck gains most from</source>
        <translation>die Karte, von der dein Deck am meisten gewinnt</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>adds %n VP to this turn</source>
        <translation>
            <numerusform>bringt diesem Zug %n SP</numerusform>
            <numerusform>bringt diesem Zug %n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>adds %n coin(s) to this turn</source>
        <translation>
            <numerusform>bringt diesem Zug %n Münze</numerusform>
            <numerusform>bringt diesem Zug %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>adds %n purchase(s) to this turn</source>
        <translation>
            <numerusform>bringt diesem Zug %n Kauf</numerusform>
            <numerusform>bringt diesem Zug %n Käufe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does the most for this turn of what you can do now</source>
        <translation>bringt diesem Zug am meisten von dem, was du jetzt tun kannst</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>takes the %n victory point marker(s) lying there</source>
        <translation>
            <numerusform>nimmt den dort liegenden Siegpunktmarker</numerusform>
            <numerusform>nimmt die %n dort liegenden Siegpunktmarker</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last empty office of its kind</source>
        <translation>das letzte freie Büro dieser Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n VP when the round is scored</source>
        <translation>
            <numerusform>%n SP bei der Wertung der Runde</numerusform>
            <numerusform>%n SP bei der Wertung der Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n more card(s) to play this round</source>
        <translation>
            <numerusform>%n Karte mehr zum Ausspielen in dieser Runde</numerusform>
            <numerusform>%n Karten mehr zum Ausspielen in dieser Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>trades up to %n weak card(s) for fresh ones</source>
        <translation>
            <numerusform>tauscht bis zu %n schwache Karte gegen eine neue</numerusform>
            <numerusform>tauscht bis zu %n schwache Karten gegen neue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>thins your deck by up to %n card(s), a coin each</source>
        <translation>
            <numerusform>dünnt dein Deck um bis zu %n Karte aus, je eine Münze</numerusform>
            <numerusform>dünnt dein Deck um bis zu %n Karten aus, je eine Münze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more coin(s) for your purchases this round</source>
        <translation>
            <numerusform>%n Münze mehr für deine Käufe in dieser Runde</numerusform>
            <numerusform>%n Münzen mehr für deine Käufe in dieser Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more purchase(s) this round</source>
        <translation>
            <numerusform>%n Kauf mehr in dieser Runde</numerusform>
            <numerusform>%n Käufe mehr in dieser Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n VP more this round, by the computer&apos;s estimate</source>
        <translation>
            <numerusform>etwa %n SP mehr in dieser Runde, nach der Schätzung des Computers</numerusform>
            <numerusform>etwa %n SP mehr in dieser Runde, nach der Schätzung des Computers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1, worth about %n VP by the computer&apos;s estimate</source>
        <translation>
            <numerusform>%1, nach der Schätzung des Computers etwa %n SP wert</numerusform>
            <numerusform>%1, nach der Schätzung des Computers etwa %n SP wert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopycatRefusal</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene/refusal_texts.py" line="+20"/>
        <source>You have laid your bid; the others are still bidding.</source>
        <translation>Du hast dein Gebot gelegt; die anderen bieten noch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First finish the choice the last action asked for.</source>
        <translation>Schließe zuerst die Wahl ab, die die letzte Aktion verlangt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First bid a card for the turn order.</source>
        <translation>Biete zuerst eine Karte für die Zugreihenfolge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards are bid only at the start of a round.</source>
        <translation>Karten werden nur zu Beginn einer Runde geboten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workers are placed in the action phase only.</source>
        <translation>Mitarbeiter werden nur in der Aktionsphase eingesetzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That office is not on the board.</source>
        <translation>Dieses Büro liegt nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have placed this turn&apos;s worker; more only come from cards and offices, or next turn.</source>
        <translation>Du hast den Mitarbeiter dieses Zuges eingesetzt; weitere nur durch Karten und Büros oder im nächsten Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All your workers are on the board.</source>
        <translation>Alle deine Mitarbeiter sind auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already holds two workers.</source>
        <translation>In %1 stehen schon zwei Mitarbeiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your own worker stands in %1; elbows only push in beside another player.</source>
        <translation>In %1 steht dein eigener Mitarbeiter; Ellenbogen drängen nur neben einen anderen Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is taken; only an elbows card lets a worker join another player&apos;s.</source>
        <translation>%1 ist besetzt; nur eine Ellenbogenkarte erlaubt einen Mitarbeiter neben dem eines anderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards are played before the purchases; you are buying now.</source>
        <translation>Karten werden vor den Käufen gespielt; du kaufst gerade.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 works in the buying phase, not now.</source>
        <translation>%1 wirkt in der Kaufphase, nicht jetzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has nothing to act on now.</source>
        <translation>%1 hat jetzt nichts, worauf es wirken kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no worker in %1.</source>
        <translation>Du hast keinen Mitarbeiter in %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has been used this round.</source>
        <translation>%1 wurde in dieser Runde schon genutzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gives its purchases in the purchase step.</source>
        <translation>%1 gibt seine Käufe im Kaufschritt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be used now.</source>
        <translation>%1 kann jetzt nicht genutzt werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards are bought in the buying phase.</source>
        <translation>Karten werden in der Kaufphase gekauft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no card on that space.</source>
        <translation>Auf diesem Feld liegt keine Karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not for sale.</source>
        <translation>%1 ist nicht käuflich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no purchase left this turn.</source>
        <translation>Du hast in diesem Zug keinen Kauf mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have %1 coins; %3 costs %2 here.</source>
        <translation>Du hast %1 Münzen; %3 kostet hier %2.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>First play all your cards, then go to the purchases.</source>
        <translation>Spiele zuerst alle deine Karten, dann weiter zu den Käufen.</translation>
    </message>
</context>
<context>
    <name>CouncilsHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/councils/scene/hint_texts.py" line="+18"/>
        <source>scores %n VP now</source>
        <translation>
            <numerusform>bringt jetzt %n SP</numerusform>
            <numerusform>bringt jetzt %n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>resolves the issue of %1 for %n VP</source>
        <translation>
            <numerusform>löst das Anliegen von %1 für %n SP</numerusform>
            <numerusform>löst das Anliegen von %1 für %n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>raises your %1 influence by %n, towards the majority at the end</source>
        <translation>
            <numerusform>erhöht deinen Einfluss in %1 um %n, auf die Mehrheit am Ende hin</numerusform>
            <numerusform>erhöht deinen Einfluss in %1 um %n, auf die Mehrheit am Ende hin</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>starts %1, a project that pays off later</source>
        <translation>beginnt %1, ein Projekt, das sich später auszahlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the action of %1</source>
        <translation>nutzt die Aktion von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resolves the issue of %1</source>
        <translation>löst das Anliegen von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>sends %n employee(s), first to %1</source>
        <translation>
            <numerusform>schickt %n Angestellten, zuerst nach %1</numerusform>
            <numerusform>schickt %n Angestellte, zuerst nach %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CouncilsRefusal</name>
    <message>
        <location filename="../desktop_app/games/councils/scene/refusal_texts.py" line="+20"/>
        <source>First finish the choice the last action asked for.</source>
        <translation>Schließe zuerst die Wahl ab, die die letzte Aktion verlangt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be chosen for this action.</source>
        <translation>%1 kann für diese Aktion nicht gewählt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A building already stands there.</source>
        <translation>Dort steht schon ein Gebäude.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new building must touch a building of the city along a side.</source>
        <translation>Ein neues Gebäude muss ein Gebäude der Stadt an einer Seite berühren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a new project goes into the city; employees go to the councils.</source>
        <translation>In die Stadt kommt nur ein neues Projekt; Angestellte gehen in die Räte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employees go to the councils; they staff a building only when its project is started.</source>
        <translation>Angestellte gehen in die Räte; ein Gebäude besetzen sie nur, wenn sein Projekt begonnen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no employee available: resolve an issue or run a building action instead.</source>
        <translation>Du hast keinen verfügbaren Angestellten: löse stattdessen ein Anliegen oder nutze eine Gebäudeaktion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That council does not sit in this game.</source>
        <translation>Dieser Rat tagt in diesem Spiel nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place two employees in one council or one in each of three councils (%1 available).</source>
        <translation>Setze zwei Angestellte in einen Rat oder je einen in drei Räte (%1 verfügbar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the display.</source>
        <translation>%1 liegt nicht in der Auslage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A project needs an available employee; resolve an issue or run a building action first.</source>
        <translation>Ein Projekt braucht einen verfügbaren Angestellten; löse zuerst ein Anliegen oder nutze eine Gebäudeaktion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 %3 influence; you have %4.</source>
        <translation>%1 braucht %2 Einfluss %3; du hast %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 employees; you have %3 available.</source>
        <translation>%1 braucht %2 Angestellte; du hast %3 verfügbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>While you have employees available you place them or start a project; this comes later.</source>
        <translation>Solange du Angestellte verfügbar hast, setzt du sie ein oder beginnst ein Projekt; das kommt später.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no employee in %1.</source>
        <translation>Du hast keinen Angestellten in %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not staffed by your employees.</source>
        <translation>%1 ist nicht mit deinen Angestellten besetzt.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../desktop_app/ui/crash.py" line="+165"/>
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
    <name>DockTitles</name>
    <message>
        <location filename="../desktop_app/ui/dock_titles.py" line="+26"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../desktop_app/ui/game_end.py" line="+35"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the tie-break</source>
        <translation>der Gleichstandsregel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 tied on %n point(s).</source>
        <translation>
            <numerusform>%1 sind mit %n Punkt gleichauf.</numerusform>
            <numerusform>%1 sind mit %n Punkten gleichauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 wins on the tie-break, %2 (%3).</source>
        <translation>%1 gewinnt nach der Gleichstandsregel, %2 (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tie-break, %1, did not separate them (%2).</source>
        <translation>Die Gleichstandsregel, %1, trennt sie nicht (%2).</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game and seats, dealt anew.</source>
        <translation>Dasselbe Spiel mit denselben Plätzen, neu gegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to home</source>
        <translation>Zur Startseite</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../desktop_app/ui/log_view.py" line="+273"/>
        <location line="+5"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GameOption</name>
    <message>
        <location filename="engine_texts.py" line="+4"/>
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
    <message>
        <location line="+7"/>
        <source>Green Party (4th party)</source>
        <translation>Grüne Partei (4. Partei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds the Green Party and uses the Green board side (CT-100).</source>
        <translation>Nimmt die Grüne Partei dazu und nutzt die grüne Seite des Spielplans (CT-100).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parties in play</source>
        <translation>Parteien im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which parties run; auto: D and R with 2 or 4 seats, D, R and L with 3, all four with 4 seats and the Green Party.</source>
        <translation>Welche Parteien antreten; automatisch: D und R bei 2 oder 4 Plätzen, D, R und L bei 3, alle vier bei 4 Plätzen mit der Grünen Partei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DR</source>
        <translation>DR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DL</source>
        <translation>DL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RL</source>
        <translation>RL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRL</source>
        <translation>DRL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DG</source>
        <translation>DG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RG</source>
        <translation>RG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LG</source>
        <translation>LG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRG</source>
        <translation>DRG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DLG</source>
        <translation>DLG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLG</source>
        <translation>RLG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRLG</source>
        <translation>DRLG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting party</source>
        <translation>Startpartei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The party that takes the first turn (CT-26).</source>
        <translation>Die Partei, die den ersten Zug macht (CT-26).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party with one seat for both candidates</source>
        <translation>Partei mit einem Platz für beide Kandidaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At 5 and 7 seats one seat runs both candidates of this party; auto: the first party in play (CT-20).</source>
        <translation>Bei 5 und 7 Plätzen spielt ein Platz beide Kandidaten dieser Partei; automatisch: die erste Partei im Spiel (CT-20).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion action cards</source>
        <translation>Aktionskarten der Erweiterung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add</source>
        <translation>dazunehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap</source>
        <translation>austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion candidates</source>
        <translation>Kandidaturen der Erweiterung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaking News module</source>
        <translation>Modul Eilmeldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day module</source>
        <translation>Modul Wahltag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each party aims for a secret Exit Poll goal and places its reward in the states of its State Returns card on Election Day (CT-150 to CT-155).</source>
        <translation>Jede Partei verfolgt ein geheimes Exit-Poll-Ziel und setzt ihre Belohnung am Wahltag in die Staaten ihrer State-Returns-Karte (CT-150 bis CT-155).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dirty Politics module</source>
        <translation>Modul Schmutzige Politik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dirty politick boxes, negative advertising and backlash (CT-90 to CT-95).</source>
        <translation>Schmutzige Politikfelder, Negativwerbung und Rückschlag (CT-90 bis CT-95).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance revision</source>
        <translation>Balance-Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values tuned by self-play (the newest revision), or the spec&apos;s values (revision 1), which games saved before the tuning keep using.</source>
        <translation>Die durch Selbstspiel abgestimmten Werte (der neueste Stand) oder die Werte der Spezifikation (Stand 1), mit denen vor der Abstimmung gespeicherte Partien weiterspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always pause for responses</source>
        <translation>Immer auf Antworten warten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask everyone who may respond at every response window, holding a card or not, so a pause does not show who holds one (CT-35). Changes no rule.</source>
        <translation>Bei jedem Antwortfenster alle fragen, die antworten dürften, ob mit Karte oder ohne, damit eine Pause nicht verrät, wer eine hat (CT-35). Ändert keine Regel.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Campaign Trail is played by 2 to 8 seats, not %1.</source>
        <translation>Campaign Trail wird mit 2 bis 8 Plätzen gespielt, nicht mit %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats play with %2 parties, not %3: choose another party set (CT-156 a).</source>
        <translation>%1 Plätze spielen mit %2 Parteien, nicht mit %3: Wähle eine andere Parteienauswahl (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats play with %2 or %3 parties, not %4: choose another party set (CT-156 a).</source>
        <translation>%1 Plätze spielen mit %2 oder %3 Parteien, nicht mit %4: Wähle eine andere Parteienauswahl (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Green Party is in the party set: turn on the Green Party option (CT-156 a).</source>
        <translation>Die Grünen sind in der Parteienauswahl: Schalte die Option Grüne Partei ein (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 parties need the Green Party: turn it on (CT-156 a).</source>
        <translation>4 Parteien brauchen die Grüne Partei: Schalte sie ein (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats deal %2 candidate cards and the base game has %3: turn on the expansion candidates (CT-156 c).</source>
        <translation>%1 Plätze teilen %2 Kandidatenkarten aus, das Grundspiel hat %3: Schalte die Erweiterungskandidaten ein (CT-156 c).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 candidates need the expansion action cards added (expansion_cards = add): with 90 cards September and October give fewer than 2 turns per candidate (CT-156 d, §3.4).</source>
        <translation>%1 Kandidaten brauchen die hinzugefügten Aktionskarten der Erweiterung (expansion_cards = add): Mit 90 Karten bieten September und Oktober weniger als 2 Züge pro Kandidat (CT-156 d, §3.4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The party with one seat for both candidates, %1, is not in play: choose a party in play (CT-156 b).</source>
        <translation>Die Partei mit einem Platz für beide Kandidaten, %1, ist nicht im Spiel: Wähle eine Partei im Spiel (CT-156 b).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting party %1 is not in play (CT-26).</source>
        <translation>Die Startpartei %1 ist nicht im Spiel (CT-26).</translation>
    </message>
</context>
<context>
    <name>GameSeat</name>
    <message>
        <location line="-16"/>
        <source>Democrat</source>
        <translation>Demokraten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republican</source>
        <translation>Republikaner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarian</source>
        <translation>Libertäre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grüne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate 1</source>
        <translation>Kandidat 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate 2</source>
        <translation>Kandidat 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both candidates</source>
        <translation>beide Kandidaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the first turn</source>
        <translation>beginnt</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <location line="-57"/>
        <source>Draft celestial cards and draw the best system of the heavens on a 3×3 table.</source>
        <translation>Himmelskarten auswählen und auf einem 3×3-Tisch das beste System des Himmels entwerfen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build a deck, send out campaign workers and buy your way to the presidency.</source>
        <translation>Ein Kartendeck aufbauen, Wahlkampfhelfer losschicken und sich den Weg ins Präsidentenamt erkaufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Race across 51 states for the most electoral votes.</source>
        <translation>Wettlauf durch 51 Staaten um die meisten Wahlleute.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Place employees in councils, gain influence and build the city.</source>
        <translation>Angestellte in Ausschüsse setzen, Einfluss gewinnen und die Stadt ausbauen.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../desktop_app/ui/templates.py" line="+59"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Next to move: %1.</source>
        <translation>Als Nächstes am Zug: %1.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/scene_registry.py" line="+226"/>
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
    <message>
        <location line="+66"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>GameTitle</name>
    <message>
        <location filename="engine_texts.py" line="-7"/>
        <source>Copernico</source>
        <translation>Copernico</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copycat</source>
        <translation>Fremde Federn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign Trail</source>
        <translation>Campaign Trail</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Councils &amp; Contracts</source>
        <translation>Councils &amp; Contracts</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../desktop_app/ui/handover.py" line="+91"/>
        <source>Please pass the screen to %1.</source>
        <translation>Bitte gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything private is hidden. When %1 is at the screen, click the button below.</source>
        <translation>Alles Private ist verdeckt. Sobald %1 vor dem Bildschirm sitzt, auf die Schaltfläche unten klicken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays as %2.</source>
        <translation>%1 spielt als %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1, show my cards</source>
        <translation>Ich bin %1 – meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop_app/ui/help_viewer.py" line="+50"/>
        <source>How to play %1</source>
        <translation>So wird %1 gespielt</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>Hint</name>
    <message>
        <location filename="../desktop_app/ui/hint_coach.py" line="+162"/>
        <source>Wha&amp;t Would You Play?</source>
        <translation>&amp;Tipp: Was würdest du spielen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hard computer player suggests its best choices</source>
        <translation>Der schwere Computerspieler schlägt seine besten Züge vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would you play? (H)</source>
        <translation>Was würdest du spielen? (H)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Thinking about your choices…</source>
        <translation>Denkt über deine Möglichkeiten nach …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard computer player would choose, best first:</source>
        <translation>Der schwere Computerspieler würde wählen, der beste Zug zuerst:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the Hard computer player what it would play in your place.</source>
        <translation>Frag den schweren Computerspieler, was er an deiner Stelle spielen würde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is there when it is your decision.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No hint</source>
        <translation>Kein Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player could not work out a hint (%1).</source>
        <translation>Der Computerspieler konnte keinen Tipp ermitteln (%1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/ui/hint_texts.py" line="+56"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>bringt sofort %n Punkt</numerusform>
            <numerusform>bringt sofort %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>scores %n point(s) and takes the lead</source>
        <translation>
            <numerusform>bringt %n Punkt und die Führung</numerusform>
            <numerusform>bringt %n Punkte und die Führung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>improves your position (+%n point(s) of win chance)</source>
        <translation>
            <numerusform>verbessert deine Lage (+%n Prozentpunkt Siegchance)</numerusform>
            <numerusform>verbessert deine Lage (+%n Prozentpunkte Siegchance)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the least costly choice here (−%n point(s) of win chance)</source>
        <translation>
            <numerusform>die am wenigsten teure Wahl hier (−%n Prozentpunkt Siegchance)</numerusform>
            <numerusform>die am wenigsten teure Wahl hier (−%n Prozentpunkte Siegchance)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the only move the rules allow now</source>
        <translation>der einzige Zug, den die Regeln jetzt erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps your position: nothing better was found</source>
        <translation>hält deine Lage: nichts Besseres gefunden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>about %1% to win</source>
        <translation>etwa %1 % Siegchance</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../desktop_app/ui/undo_bridge.py" line="+55"/>
        <source>%1 made a secret choice.</source>
        <translation>%1 hat geheim gewählt.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take back your last decision and the computer moves after it.</source>
        <translation>Nimmt deine letzte Entscheidung und die Computerzüge danach zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing can be taken back (new information has come out).</source>
        <translation>Nichts kann zurückgenommen werden (es sind neue Informationen ans Licht gekommen).</translation>
    </message>
    <message>
        <location line="+188"/>
        <location line="+8"/>
        <source>Game history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Start of the game</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1. (undone) a move by %2</source>
        <translation>%1. (zurückgenommen) ein Zug von %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to play this move again.</source>
        <translation>Klicken, um diesen Zug erneut auszuführen.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The game is here now.</source>
        <translation>Hier steht das Spiel gerade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go back to this point.</source>
        <translation>Klicken, um zu diesem Punkt zurückzukehren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot go back to here: new information came out after it.</source>
        <translation>Bis hierher lässt sich nicht zurückgehen: Danach sind neue Informationen ans Licht gekommen.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+52"/>
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
        <location filename="../desktop_app/ui/games_in_progress.py" line="+125"/>
        <location line="+118"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+26"/>
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
        <location line="+6"/>
        <source>Guided game</source>
        <translation>Geführtes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: a short first game where the table shows each move and why.</source>
        <translation>Spielen lernen: ein kurzes erstes Spiel, in dem der Tisch jeden Zug und seinen Grund zeigt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Game Table</source>
        <translation>Game Table</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/games_in_progress.py" line="-89"/>
        <location line="+105"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Keep a copy aside and start fresh</source>
        <translation>Kopie beiseitelegen und neu beginnen</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+35"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen …</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/games_in_progress.py" line="+35"/>
        <source>Your last game was saved, but the autosave looks damaged. Continue tries to open it.</source>
        <translation>Dein letztes Spiel wurde gespeichert, aber der automatische Spielstand scheint beschädigt. „Fortsetzen“ versucht, ihn zu öffnen.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+41"/>
        <source>No saved games yet. Use Game ▸ Save As during a game.</source>
        <translation>Noch keine gespeicherten Spiele. Während eines Spiels: Spiel ▸ Speichern unter.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The damaged autosave could not be moved aside: %1</source>
        <translation>Der beschädigte automatische Spielstand ließ sich nicht beiseitelegen: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/games_in_progress.py" line="-100"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (last played %2)</source>
        <translation>%1 (zuletzt gespielt %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+105"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Other games in progress</source>
        <translation>Weitere laufende Spiele</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show fewer</source>
        <translation>Weniger zeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show %n more game(s) in progress</source>
        <translation>
            <numerusform>%n weiteres laufendes Spiel zeigen</numerusform>
            <numerusform>%n weitere laufende Spiele zeigen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 — a guided first game you left before its end</source>
        <translation>%1 — eine geführte erste Partie, die du vor ihrem Ende verlassen hast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue your last game: %1.</source>
        <translation>Setze dein letztes Spiel fort: %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../desktop_app/ui/lesson.py" line="+60"/>
        <location line="+186"/>
        <source>Guided first game</source>
        <translation>Geführtes erstes Spiel</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Play a guided first game of %1?</source>
        <translation>Ein geführtes erstes Spiel von %1 spielen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A few moves with the table pointing at what to do and why; then the game goes on as usual.</source>
        <translation>Ein paar Züge, bei denen der Tisch zeigt, was zu tun ist und warum; danach geht das Spiel ganz normal weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes, guide me</source>
        <translation>Ja, bitte führen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>This guided first game cannot be played in this version of Game Table.</source>
        <translation>Dieses geführte erste Spiel lässt sich in dieser Version von Game Table nicht spielen.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Guided first game of %1 — step %2 of %3</source>
        <translation>Geführtes erstes Spiel von %1 — Schritt %2 von %3</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>Back to the home screen; this guided game is not kept (start it again from the game&apos;s tile).</source>
        <translation>Zurück zur Startseite; diese geführte Partie wird nicht aufbewahrt (starte sie erneut über die Kachel des Spiels).</translation>
    </message>
    <message>
        <location line="-238"/>
        <location line="+76"/>
        <source>%1 is moving. Watch the table.</source>
        <translation>%1 ist am Zug. Schau auf den Tisch.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Guided first game of %1 — well done!</source>
        <translation>Geführtes erstes Spiel von %1 — gut gemacht!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Play on as a normal game</source>
        <translation>Als normales Spiel weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the lesson here; the computer plays its own moves from now on.</source>
        <translation>Die Lektion hier beenden; der Computer spielt ab jetzt seine eigenen Züge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/lesson_texts.py" line="+18"/>
        <source>Every turn starts with four new cards. Split them: keep one, pass one to each neighbour and discard one (with two players both passed cards go to your opponent). Drag each card to the glowing place, then confirm.</source>
        <translation>Jeder Zug beginnt mit vier neuen Karten. Teile sie auf: eine behalten, je eine an jeden Nachbarn weitergeben und eine abwerfen (zu zweit gehen beide weitergegebenen Karten an deinen Gegner). Zieh jede Karte auf den leuchtenden Platz und bestätige dann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now everyone takes one action at the same time. Place a card on an empty position of your work table: drag it onto the marked position.</source>
        <translation>Jetzt führen alle gleichzeitig eine Aktion aus. Lege eine Karte auf einen freien Platz deines Arbeitstischs: Zieh sie auf den markierten Platz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card costs study hours: pay them by discarding as many other cards from your hand. Click the marked cards, then confirm.</source>
        <translation>Eine Karte kostet Studienstunden: Du bezahlst sie, indem du ebenso viele andere Karten aus der Hand abwirfst. Klicke die markierten Karten an und bestätige dann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new turn, a new draft. The cards your opponent passed you are already in your hand. Split the four new cards as shown and confirm.</source>
        <translation>Ein neuer Zug, eine neue Auswahl. Die Karten, die dir dein Gegner weitergegeben hat, sind schon auf deiner Hand. Teile die vier neuen Karten wie gezeigt auf und bestätige.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards in a row, column or diagonal that share a colour score at the end. Put this card on the marked position.</source>
        <translation>Drei Karten in einer Reihe, Spalte oder Diagonale mit einer gemeinsamen Farbe punkten am Ende. Lege diese Karte auf den markierten Platz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card costs three study hours: click the three marked cards to discard them, then confirm.</source>
        <translation>Diese Karte kostet drei Studienstunden: Klicke die drei markierten Karten an, um sie abzuwerfen, und bestätige dann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is the whole rhythm: draft, then one action. The first work table with nine cards ends the game. Play on against the computer!</source>
        <translation>Das ist der ganze Rhythmus: Auswahl, dann eine Aktion. Der erste Arbeitstisch mit neun Karten beendet das Spiel. Spiel weiter gegen den Computer!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each round starts with a secret bid: the card with the highest number goes first. Drag the marked card onto your bid slot; it cannot be used this round.</source>
        <translation>Jede Runde beginnt mit einem geheimen Gebot: Die Karte mit der höchsten Zahl ist zuerst dran. Zieh die markierte Karte auf dein Gebotsfeld; sie kann in dieser Runde nicht genutzt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In turn order everyone sends one worker into an empty office. This office lets you buy a card from the street later in the round. Drag a worker onto it.</source>
        <translation>Reihum schickt jeder einen Helfer in ein freies Büro. Mit diesem Büro darfst du später in der Runde eine Karte von der Straße kaufen. Zieh einen Helfer darauf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You could play cards before or after placing; this time, end your turn with the marked button.</source>
        <translation>Du könntest vor oder nach dem Einsetzen Karten spielen; diesmal beendest du deinen Zug mit der markierten Schaltfläche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue offices give cards. Send your next worker to the marked office.</source>
        <translation>Blaue Büros bringen Karten. Schick deinen nächsten Helfer in das markierte Büro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A blue office is used by clicking it: click the marked office to draw its cards now.</source>
        <translation>Ein blaues Büro nutzt du per Klick: Klicke das markierte Büro an, um jetzt seine Karten zu ziehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One worker per turn: end your turn so the next player can place. Once all workers are out, the round goes on to buying.</source>
        <translation>Ein Helfer pro Zug: Beende deinen Zug, damit der nächste Spieler einsetzen kann. Sind alle Helfer eingesetzt, geht die Runde weiter zum Kaufen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next comes the money phase: play coins and buy better cards from the street. Play on against the computer!</source>
        <translation>Als Nächstes kommt die Geldphase: Spiel Münzen aus und kauf bessere Karten von der Straße. Spiel weiter gegen den Computer!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a project: pay its cost from your influence tracks, score its points and lay it next to the city. Drag the marked card onto the marked spot, then press Build.</source>
        <translation>Starte ein Projekt: Bezahle seine Kosten von deinen Einflussleisten, erhalte seine Punkte und lege es an die Stadt an. Zieh die markierte Karte auf den markierten Platz und drücke dann Bauen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employees on a council earn influence when its issue is resolved. Drag two free figures onto the marked council.</source>
        <translation>Angestellte in einem Rat bringen Einfluss, wenn dessen Anliegen entschieden wird. Zieh zwei freie Figuren auf den markierten Rat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With no free employee left, you resolve an issue or use a building you staff. Click your marked building to carry out its action.</source>
        <translation>Ohne freie Angestellte entscheidest du ein Anliegen oder nutzt ein Gebäude, in dem deine Leute arbeiten. Klicke dein markiertes Gebäude an, um seine Aktion auszuführen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This building gives four influence, split as you like. Choose the marked council type.</source>
        <translation>Dieses Gebäude bringt vier Einfluss, beliebig aufgeteilt. Wähle die markierte Ratsart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Influence pays for projects: each symbol of a cost comes from its own track. Choose the marked type.</source>
        <translation>Mit Einfluss bezahlst du Projekte: Jedes Symbol der Kosten kommt von seiner eigenen Leiste. Wähle die markierte Art.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One more: choose the marked type to finish the action.</source>
        <translation>Noch einer: Wähle die markierte Art, um die Aktion abzuschließen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place employees, start projects, use buildings: most points at the end wins. Play on against the computer!</source>
        <translation>Angestellte einsetzen, Projekte starten, Gebäude nutzen: Wer am Ende die meisten Punkte hat, gewinnt. Spiel weiter gegen den Computer!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are dealt two candidates and keep one in secret. Each brings money, registered voters, an advantage and a drawback. Keep the marked one.</source>
        <translation>Du bekommst zwei Kandidaten und behältst einen davon geheim. Jeder bringt Geld, registrierte Wähler, einen Vorteil und einen Nachteil mit. Behalte den markierten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your candidate starts in a home state chosen from the states on your hand cards, with two voters there. Click the marked state.</source>
        <translation>Dein Kandidat beginnt in einem Heimatstaat, den du unter den Staaten auf deinen Handkarten wählst, mit zwei Wählern dort. Klicke den markierten Staat an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On your turn you play one card and use one of its boxes. Advertising puts a registered voter in every state that cares about an issue you pay for. Click the marked box.</source>
        <translation>In deinem Zug spielst du eine Karte und nutzt eines ihrer Felder. Werbung setzt einen registrierten Wähler in jeden Staat, dem ein bezahltes Thema wichtig ist. Klicke das markierte Feld an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each issue costs money from your war chest. Choose the marked issue.</source>
        <translation>Jedes Thema kostet Geld aus deiner Wahlkampfkasse. Wähle das markierte Thema.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Issues are taken in the order the card lists them. Choose the marked one as well.</source>
        <translation>Themen werden in der Reihenfolge der Karte gewählt. Wähle auch das markierte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is enough advertising for now: press the marked button to finish the action.</source>
        <translation>Das ist für jetzt genug Werbung: Drücke die markierte Schaltfläche, um die Aktion abzuschließen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>States are won by the voters you hold there on Election Day. Play on against the computer!</source>
        <translation>Staaten gewinnt, wer dort am Wahltag die Wähler hat. Spiel weiter gegen den Computer!</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In this lesson, try this move: %1</source>
        <translation>Versuche in dieser Lektion diesen Zug: %1</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../desktop_app/ui/templates.py" line="-18"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop_app/ui/status_panel.py" line="+90"/>
        <source>Hold to skip ahead</source>
        <translation>Halten zum Vorspulen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer moves are shown at once while you hold this button.</source>
        <translation>Solange du diese Schaltfläche gedrückt halten, werden Computerzüge sofort gezeigt.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/main_window.py" line="+74"/>
        <location line="+282"/>
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
        <location filename="../desktop_app/ui/window_menus.py" line="+220"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="-11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/preferences_dialog.py" line="+109"/>
        <location filename="../desktop_app/ui/window_menus.py" line="+15"/>
        <location line="+2"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/window_menus.py" line="+1"/>
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
        <location line="-48"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+50"/>
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
        <location line="-53"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How to Play %1</source>
        <translation>So wird %1 gespielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to Play %1 (Guided Game)</source>
        <translation>%1 lernen (geführtes Spiel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Game Table</source>
        <translation>Ü&amp;ber Game Table</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/main_window.py" line="+88"/>
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+19"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The saved game was opened with a change</source>
        <translation>Das gespeicherte Spiel wurde mit einer Änderung geöffnet</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/window_files.py" line="+62"/>
        <source>Nothing to continue</source>
        <translation>Nichts fortzusetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no saved game to continue yet.</source>
        <translation>Es gibt noch kein gespeichertes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+42"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Game-Table-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+8"/>
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
    <message>
        <location line="-81"/>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1

This game in progress will be deleted for good.</source>
        <translation>%1

Dieses laufende Spiel wird endgültig gelöscht.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot delete the game</source>
        <translation>Das Spiel kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../desktop_app/ui/move_list.py" line="+56"/>
        <location filename="../desktop_app/ui/scene_move_list.py" line="+234"/>
        <source>Your possible moves</source>
        <translation>Deine möglichen Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys choose a move; Enter plays it.</source>
        <translation>Pfeiltasten wählen einen Zug; Enter führt ihn aus.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Nothing to choose now</source>
        <translation>Gerade gibt es nichts zu wählen</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/move_dock.py" line="+88"/>
        <source>Moves (F6)</source>
        <translation>Züge (F6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the list of moves</source>
        <translation>Zur Liste der Züge</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/scene_move_list.py" line="-182"/>
        <source>L or F2 lists every move</source>
        <translation>L oder F2 listet alle Züge auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: %1</source>
        <translation>Tasten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>↑↓ choose · Enter plays it · Esc closes</source>
        <translation>↑↓ wählen · Enter spielt den Zug · Esc schließt</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop_app/ui/new_game_basics.py" line="+19"/>
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
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+77"/>
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
        <location line="+9"/>
        <source>Role of player %1</source>
        <translation>Rolle von Spieler %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+1"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../desktop_app/ui/lesson.py" line="-220"/>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+79"/>
        <source>Computer %1 (%2)</source>
        <translation>Computer %1 (%2)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+2"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+33"/>
        <source>1 player plays the solo rules; %1 to %2 players play against each other.</source>
        <translation>1 Spieler spielt nach den Soloregeln; %1 bis %2 Spieler spielen gegeneinander.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Colour of player %1: %2</source>
        <translation>Farbe von Spieler %1: %2</translation>
    </message>
    <message>
        <location line="+118"/>
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
    <message>
        <location line="-429"/>
        <source>Easy: plays the game&apos;s rule of thumb; answers at once.</source>
        <translation>Leicht: spielt nach der Faustregel des Spiels; antwortet sofort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard: imagines four times as many games as Normal; about 0.5–2 s per move.</source>
        <translation>Schwer: denkt viermal so viele Partien durch wie Normal; etwa 0,5–2 s pro Zug.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Normal: plays out a few hundred imagined games per move; about 0.1–0.5 s.</source>
        <translation>Normal: spielt pro Zug einige hundert gedachte Partien durch; etwa 0,1–0,5 s.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Random: picks any legal move; answers at once (to try the rules).</source>
        <translation>Zufall: wählt irgendeinen erlaubten Zug; antwortet sofort (zum Ausprobieren der Regeln).</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <location filename="../desktop_app/ui/theme.py" line="+82"/>
        <location line="+17"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="-16"/>
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
        <location line="+13"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light grey</source>
        <translation>Hellgrau</translation>
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
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <location filename="../desktop_app/ui/record_keeper.py" line="+138"/>
        <source>&amp;Replay a Saved Game…</source>
        <translation>Gespeicherte Partie &amp;wiederholen …</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+101"/>
        <source>Your game record</source>
        <translation>Deine Spielbilanz</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Your game record was written by a newer Game Table. It is left as it is; games you finish now are kept only until you close the app.</source>
        <translation>Deine Spielbilanz wurde von einem neueren Game Table geschrieben. Sie bleibt unverändert; Partien, die du jetzt beendest, werden nur bis zum Schließen der App behalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game record could not be read (%1). It is kept at %2 and a new record has been started.</source>
        <translation>Deine Spielbilanz konnte nicht gelesen werden (%1). Sie wird unter %2 aufbewahrt, und eine neue Bilanz wurde begonnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game record could not be read (%1). Games you finish now are kept only until you close the app.</source>
        <translation>Deine Spielbilanz konnte nicht gelesen werden (%1). Partien, die du jetzt beendest, werden nur bis zum Schließen der App behalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Added to your record: %n finished game(s) it could not take when Game Table last closed.</source>
        <translation>
            <numerusform>Zu deiner Spielbilanz hinzugefügt: %n beendete Partie, die sie beim letzten Schließen von Game Table nicht aufnehmen konnte.</numerusform>
            <numerusform>Zu deiner Spielbilanz hinzugefügt: %n beendete Partien, die sie beim letzten Schließen von Game Table nicht aufnehmen konnte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game could not be added to your record (%1). It is kept: Game Table tries again when the next game ends and when you close it.</source>
        <translation>Diese Partie konnte nicht in deine Bilanz aufgenommen werden (%1). Sie bleibt erhalten: Game Table versucht es erneut, wenn die nächste Partie endet und wenn du es schließt.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+17"/>
        <source>Cannot replay the game</source>
        <translation>Die Partie kann nicht wiederholt werden</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>This recorded game cannot be replayed: %1</source>
        <translation>Diese gespeicherte Partie kann nicht wiederholt werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a saved game</source>
        <translation>Gespeicherte Partie wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Game-Table-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>RecordPanel</name>
    <message>
        <location filename="../desktop_app/ui/record_panel.py" line="+40"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 %2★</source>
        <translation>%1 %2★</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n Tipp genutzt</numerusform>
            <numerusform>%n Tipps genutzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your record</source>
        <translation>Deine Bilanz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finished games appear here, with your results against each computer level.</source>
        <translation>Beendete Partien erscheinen hier, mit deinen Ergebnissen gegen jede Computerstufe.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many times you asked “What would you play?” in these games</source>
        <translation>Wie oft du in diesen Partien „Was würdest du spielen?“ gefragt hast</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Finished games, newest first (★ the winner):</source>
        <translation>Beendete Partien, neueste zuerst (★ der Sieger):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay and review…</source>
        <translation>Wiederholen und nachbesprechen …</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Double-click to replay this game</source>
        <translation>Doppelklick, um diese Partie zu wiederholen</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>From the %n game(s) whose score is known</source>
        <translation>
            <numerusform>Aus der %n Partie, deren Punktzahl bekannt ist</numerusform>
            <numerusform>Aus den %n Partien, deren Punktzahl bekannt ist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../desktop_app/ui/refusal_reasons.py" line="+39"/>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: %1</source>
        <translation>Nicht jetzt: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/scene_registry.py" line="-99"/>
        <source>It is not your decision now.</source>
        <translation>Jetzt ist nicht deine Entscheidung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rules do not allow this move now.</source>
        <translation>Die Regeln erlauben diesen Zug jetzt nicht.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undo cannot go back past step %1: it revealed what was hidden.</source>
        <translation>Rückgängig kann nicht hinter Schritt %1 zurück: er hat Verborgenes aufgedeckt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to go back to.</source>
        <translation>Es gibt nichts, wohin man zurückgehen kann.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../desktop_app/ui/replay_window.py" line="+65"/>
        <source>Replay: %1 — Game Table</source>
        <translation>Wiederholung: %1 — Game Table</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Show the table as:</source>
        <translation>Den Tisch zeigen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sees it</source>
        <translation>wie %1 ihn sieht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything revealed</source>
        <translation>mit allem aufgedeckt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Back to the start (Home)</source>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (Left arrow)</source>
        <translation>Eine Aktion zurück (Pfeil links)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (Right arrow)</source>
        <translation>Eine Aktion vor (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to action</source>
        <translation>Gehe zu Aktion</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chance to win (the computer&apos;s estimate)</source>
        <translation>Gewinnchance (Schätzung des Computers)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Estimating the chances…</source>
        <translation>Die Chancen werden geschätzt …</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The biggest swings:</source>
        <translation>Die größten Umschwünge:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The biggest swings, as %1 could judge them:</source>
        <translation>Die größten Umschwünge, wie %1 sie einschätzen konnte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No swings yet.</source>
        <translation>Noch keine Umschwünge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1. Action %2: %3 %4%</source>
        <translation>%1. Aktion %2: %3 %4 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table just after this action</source>
        <translation>Den Tisch direkt nach dieser Aktion zeigen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Action %1 of %2</source>
        <translation>Aktion %1 von %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The start of the game</source>
        <translation>Der Beginn der Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1&apos;s action</source>
        <translation>Nach der Aktion von %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: %1</source>
        <translation>Die Partie ist vorbei: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase: %1.</source>
        <translation>Phase: %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop_app/ui/score_sheet.py" line="+54"/>
        <location line="+44"/>
        <source>Nobody wins this game.</source>
        <translation>Niemand gewinnt dieses Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
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
        <location line="-30"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins.</source>
        <translation>Es gewinnt: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win.</source>
        <translation>Den Sieg teilen sich: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared in this order: %1.</source>
        <translation>Verglichen in dieser Reihenfolge: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winners are tied on %1, so they share the win.</source>
        <translation>Die Sieger sind bei %1 gleichauf und teilen sich daher den Sieg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lead was tied on %1; %2 decided it.</source>
        <translation>Bei %1 herrschte Gleichstand an der Spitze; %2 gab den Ausschlag.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie-break</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Tie-break: the value that decides between players with equal totals.</source>
        <translation>Gleichstand: der Wert, der zwischen Spielern mit gleicher Summe entscheidet.</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../desktop_app/ui/controller.py" line="+292"/>
        <source>Not your turn</source>
        <translation>Nicht am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision now.</source>
        <translation>Diese Entscheidung liegt gerade nicht bei dir.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End your turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message>
        <location line="+69"/>
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
        <location line="+66"/>
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
        <location filename="../desktop_app/ui/computer_turns.py" line="+205"/>
        <source>Computer player problem</source>
        <translation>Problem mit einem Computerspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.</source>
        <translation>Ein Computerspieler konnte keinen Zug wählen (%1). Er spielt stattdessen nach einer einfachen Faustregel.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/controller.py" line="+64"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically (%1). Use Save As to keep it.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1). Sichere es mit „Speichern unter“.</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <location filename="../desktop_app/ui/win_chart.py" line="+69"/>
        <source>Chance to win over the game</source>
        <translation>Gewinnchance im Lauf der Partie</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Estimating…</source>
        <translation>Wird geschätzt …</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+92"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>turn or round</source>
        <translation>Zug oder Runde</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
</context>
<context>
    <name>campaign_trail</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/names.py" line="+27"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Military Spending</source>
        <translation>Militärausgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrorism</source>
        <translation>Terrorismus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border Security</source>
        <translation>Grenzsicherheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Veterans Affairs</source>
        <translation>Veteranen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Trade</source>
        <translation>Außenhandel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immigration</source>
        <translation>Einwanderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid</source>
        <translation>Auslandshilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliances &amp; Diplomacy</source>
        <translation>Bündnisse &amp; Diplomatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taxes</source>
        <translation>Steuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>Arbeitsplätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agriculture</source>
        <translation>Landwirtschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufacturing</source>
        <translation>Industrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health Care</source>
        <translation>Gesundheitswesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Education</source>
        <translation>Bildung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Social Security</source>
        <translation>Rente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infrastructure</source>
        <translation>Infrastruktur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gender Equality</source>
        <translation>Gleichberechtigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civil Rights</source>
        <translation>Bürgerrechte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun Rights</source>
        <translation>Waffenrecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Religious Freedom</source>
        <translation>Religionsfreiheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment</source>
        <translation>Umwelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crime</source>
        <translation>Kriminalität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drug Policy</source>
        <translation>Drogenpolitik</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>National Security</source>
        <translation>Nationale Sicherheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International Relations</source>
        <translation>Internationale Beziehungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Economy</source>
        <translation>Wirtschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policies and Programs</source>
        <translation>Politik und Programme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Social &amp; Human Rights</source>
        <translation>Soziales &amp; Menschenrechte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Domestic Affairs</source>
        <translation>Innenpolitik</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Travel</source>
        <translation>Reisen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraise</source>
        <translation>Spenden sammeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register</source>
        <translation>Registrieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertise</source>
        <translation>Werben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>Wahlkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Politick</source>
        <translation>Politik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No action</source>
        <translation>Keine Aktion</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Governor</source>
        <translation>Der Gouverneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Senator</source>
        <translation>Der Senator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grassroots Organizer</source>
        <translation>Der Basisorganisator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Squeaky-Clean Reformer</source>
        <translation>Der blitzsaubere Reformer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Media Darling</source>
        <translation>Der Medienliebling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Business Mogul</source>
        <translation>Der Wirtschaftsmogul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Orator</source>
        <translation>Der Redner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Party Insider</source>
        <translation>Der Parteiinsider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Outsider</source>
        <translation>Der Außenseiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Road Warrior</source>
        <translation>Der Dauerreisende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Dynasty Heir</source>
        <translation>Der Dynastie-Erbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lawyer</source>
        <translation>Der Anwalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Dirty Candidate</source>
        <translation>Der schmutzige Kandidat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Military Officer</source>
        <translation>Der Offizier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Economist</source>
        <translation>Der Ökonom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Activist</source>
        <translation>Die Aktivistin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Celebrity</source>
        <translation>Der Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Regional Power</source>
        <translation>Die Regionalgröße</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>October Surprise</source>
        <translation>Oktoberüberraschung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recount</source>
        <translation>Nachzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grassroots Network</source>
        <translation>Basisnetzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super PAC</source>
        <translation>Super PAC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media Consultant</source>
        <translation>Medienberater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign Manager</source>
        <translation>Wahlkampfmanager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charter Jet</source>
        <translation>Charterjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate Coach</source>
        <translation>Debattentrainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Out the Vote</source>
        <translation>Mobilisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endorsement</source>
        <translation>Unterstützungserklärung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall Meeting</source>
        <translation>Bürgerversammlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraising Gala</source>
        <translation>Spendengala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Drive</source>
        <translation>Wähleraktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid Response</source>
        <translation>Schnelle Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fact Check</source>
        <translation>Faktencheck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack Ad</source>
        <translation>Angriffsspot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposition Research</source>
        <translation>Gegnerrecherche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear Campaign</source>
        <translation>Schmutzkampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaked Scandal</source>
        <translation>Enthüllter Skandal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation</source>
        <translation>Umzug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving the Base</source>
        <translation>Basis verlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Absentee Ballot</source>
        <translation>Briefwahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Collaboration</source>
        <translation>Parteiübergreifende Zusammenarbeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Post Debate Bump</source>
        <translation>Schub nach der Debatte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited Reach</source>
        <translation>Begrenzte Reichweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong Base</source>
        <translation>Starke Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual Campaigning</source>
        <translation>Virtueller Wahlkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whistle Stop</source>
        <translation>Kurzer Halt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regional Influence</source>
        <translation>Regionaler Einfluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Registration Drive</source>
        <translation>Registrierungskampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even the Score</source>
        <translation>Ausgleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit the Trail</source>
        <translation>Auf Tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange Ideas</source>
        <translation>Ideenaustausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predictable Outcome</source>
        <translation>Absehbares Ergebnis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New England</source>
        <translation>Neuengland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mid Atlantic</source>
        <translation>Mittelatlantik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East North Central</source>
        <translation>Östlicher Mittelwesten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West North Central</source>
        <translation>Westlicher Mittelwesten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Atlantic</source>
        <translation>Südatlantik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East South Central</source>
        <translation>Östlicher Süden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West South Central</source>
        <translation>Westlicher Süden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain</source>
        <translation>Bergstaaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pacific</source>
        <translation>Pazifik</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Democrats</source>
        <translation>Demokraten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republicans</source>
        <translation>Republikaner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarians</source>
        <translation>Libertäre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greens</source>
        <translation>Grüne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the Democrats</source>
        <translation>die Demokraten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Republicans</source>
        <translation>die Republikaner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Libertarians</source>
        <translation>die Libertären</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Greens</source>
        <translation>die Grünen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (card %2)</source>
        <translation>%1 (Karte %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>$%1M</source>
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/texts.py" line="+28"/>
        <source>Setup: candidates and home states</source>
        <translation>Vorbereitung: Kandidaten und Heimatstaaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaigning in %1</source>
        <translation>Wahlkampf im %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Debate %1 in %2</source>
        <translation>Debatte %1 in %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Election Day</source>
        <translation>Wahltag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Electoral votes</source>
        <translation>Wahlmannstimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>States controlled</source>
        <translation>Kontrollierte Staaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committed voters</source>
        <translation>Wähler auf der Karte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Automatic (from the seats and the Green Party option)</source>
        <translation>Automatisch (nach Plätzen und Option Grüne Partei)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic (the first party in play)</source>
        <translation>Automatisch (die erste Partei im Spiel)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: the base cards only</source>
        <translation>Aus: nur die Grundkarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the base cards</source>
        <translation>Zu den Grundkarten hinzu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapped for the base cards of the same number</source>
        <translation>Statt der Grundkarten mit derselben Nummer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1: the spec&apos;s values (games saved before the tuning)</source>
        <translation>1: die Werte der Spezifikation (vor der Abstimmung gespeicherte Partien)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: tuned by self-play</source>
        <translation>%1: durch Selbstspiel abgestimmt</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_who.py" line="+53"/>
        <location line="+2"/>
        <source>%1 (candidate %2)</source>
        <translation>%1 (Kandidat %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a candidate</source>
        <translation>ein Kandidat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first party</source>
        <translation>Die erste Partei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second party</source>
        <translation>Die zweite Partei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The third party</source>
        <translation>Die dritte Partei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fourth party</source>
        <translation>Die vierte Partei</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1&apos;s party</source>
        <translation>Partei von %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_texts.py" line="+55"/>
        <source>%1 keeps one of the two candidate cards dealt, face down.</source>
        <translation>%1 behält verdeckt eine der beiden ausgeteilten Kandidatenkarten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps %2 as candidate.</source>
        <translation>%1 behält die Kandidatenkarte %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 runs as %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The candidates are revealed: %1.</source>
        <translation>Die Kandidaten werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_expansion.py" line="+31"/>
        <source>%1 puts the region token of %2 on the candidate card.</source>
        <translation>%1 legt den Regionsmarker von %2 auf die Kandidatenkarte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts the region token of %2 on %3.</source>
        <translation>%1 legt den Regionsmarker von %2 auf %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 picks a region token face down (Predictable Outcome).</source>
        <translation>%1 wählt verdeckt einen Regionsmarker (Vorhersehbares Ergebnis).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 picks the token of %2 face down (Predictable Outcome).</source>
        <translation>%1 wählt verdeckt den Marker von %2 (Vorhersehbares Ergebnis).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 bets on %2</source>
        <translation>%1 setzt auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Predictable Outcome picks are revealed: %1.</source>
        <translation>Die Wetten auf Vorhersehbares Ergebnis werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop_app/games/campaign_trail/scene/log_texts.py" line="+1"/>
        <location line="+324"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The turn ends in %2: %1&apos;s Predictable Outcome pays off with voters and money.</source>
        <translation>Der Zug endet in %2: das Vorhersehbare Ergebnis von %1 bringt Wähler und Geld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turn does not end in %2: %1&apos;s Predictable Outcome brings nothing.</source>
        <translation>Der Zug endet nicht in %2: das Vorhersehbare Ergebnis von %1 bringt nichts.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hit the Trail: %1 registers %n voter(s) and raises %2.</source>
        <translation>
            <numerusform>Auf Tour gehen: %1 registriert %n Wähler und sammelt %2.</numerusform>
            <numerusform>Auf Tour gehen: %1 registriert %n Wähler und sammelt %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 sets aside %n registered voter(s) on %2 until Election Day.</source>
        <translation>
            <numerusform>%1 legt %n registrierten Wähler auf %2 bis zum Wahltag zurück.</numerusform>
            <numerusform>%1 legt %n registrierte Wähler auf %2 bis zum Wahltag zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a voter moves from %2 to %3.</source>
        <translation>%1: ein Wähler zieht von %2 nach %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 invites %2 to place voters of their own in the region (Party Collaboration).</source>
        <translation>%1 lädt %2 ein, eigene Wähler in der Region zu setzen (Parteizusammenarbeit).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 discards %2 (Exchange Ideas).</source>
        <translation>%1 wirft %2 ab (Ideen austauschen).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 campaigns at the Regional Influence rate: every voter goes to %2.</source>
        <translation>%1 macht Wahlkampf zum Satz von Regionaler Einfluss: jeder Wähler geht nach %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strong Base: %1 also travels with %2.</source>
        <translation>Starke Basis: %1 reist mit %2 zusätzlich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: %1 also raises money with %2.</source>
        <translation>Starke Basis: %1 sammelt mit %2 zusätzlich Geld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: %1 also registers voters with %2.</source>
        <translation>Starke Basis: %1 registriert mit %2 zusätzlich Wähler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Limited Reach: %1&apos;s advertising on %2 places no voter in %3.</source>
        <translation>Begrenzte Reichweite: die Werbung von %1 zu %2 setzt keinen Wähler in %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 pays the Regional Power&apos;s surcharge with %n registered voter(s).</source>
        <translation>
            <numerusform>%1 zahlt den Aufschlag der Regionalgröße mit %n registrierten Wähler.</numerusform>
            <numerusform>%1 zahlt den Aufschlag der Regionalgröße mit %n registrierten Wählern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays the Regional Power&apos;s surcharge of %2.</source>
        <translation>%1 zahlt den Aufschlag der Regionalgröße von %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes a card at random from the hand of %2 (the Dirty Candidate).</source>
        <translation>%1 nimmt zufällig eine Karte aus der Hand von %2 (der skrupellose Kandidat).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 takes %2 at random from the hand of %3 (the Dirty Candidate).</source>
        <translation>%1 nimmt zufällig %2 aus der Hand von %3 (der skrupellose Kandidat).</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_texts.py" line="-319"/>
        <source>Every candidate gets a hand of cards; the piles of August, September and October hold %1, %2 and %3 cards.</source>
        <translation>Jeder Kandidat erhält seine Handkarten; die Stapel für August, September und Oktober haben %1, %2 und %3 Karten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 chooses %2 as home state and starts there.</source>
        <translation>%1 wählt %2 als Heimatstaat und beginnt dort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setup is complete: the campaign begins.</source>
        <translation>Der Aufbau ist fertig: Der Wahlkampf beginnt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In this debate %1 speaks before %2.</source>
        <translation>In dieser Debatte spricht %1 vor %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running mates: %1 will take the party&apos;s first turn before %2.</source>
        <translation>Running Mates: %1 macht den ersten Zug der Partei vor %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running mates: %1 goes first this party turn, then %2.</source>
        <translation>Running Mates: In diesem Parteizug beginnt %1, dann folgt %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1 in %2: %3 is on the trail.</source>
        <translation>Zug %1 im %2: %3 ist unterwegs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays %2 to travel.</source>
        <translation>%1 spielt %2, um zu reisen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to raise money.</source>
        <translation>%1 spielt %2, um Spenden zu sammeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to register voters.</source>
        <translation>%1 spielt %2, um Wähler zu registrieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to advertise.</source>
        <translation>%1 spielt %2, um zu werben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to campaign.</source>
        <translation>%1 spielt %2 für Wahlkampf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 for its politick action.</source>
        <translation>%1 spielt %2 für ihre Politik-Aktion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2 without taking an action.</source>
        <translation>%1 spielt %2 ohne Aktion.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>%1 draws no card.</source>
        <translation>%1 zieht keine Karte.</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards %2 and draws a new card (the Party Insider).</source>
        <translation>%1 wirft %2 ab und zieht eine neue Karte (der Parteiinsider).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 passes %n card(s) to the running mate %2.</source>
        <translation>
            <numerusform>%1 gibt %n Karte an den Running Mate %2.</numerusform>
            <numerusform>%1 gibt %n Karten an den Running Mate %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 gibt %2 an %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pile of %1 is used up: the month ends.</source>
        <translation>Der Stapel für %1 ist aufgebraucht: Der Monat endet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 travels to %2.</source>
        <translation>%1 reist nach %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 raises %2 for the war chest.</source>
        <translation>%1 sammelt %2 für die Wahlkampfkasse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 registers no voters: the party has no undecided voters left.</source>
        <translation>%1 registriert keine Wähler: Die Partei hat keine unentschlossenen Wähler mehr.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 registers %n voter(s).</source>
        <translation>
            <numerusform>%1 registriert %n Wähler.</numerusform>
            <numerusform>%1 registriert %n Wähler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 from the war chest.</source>
        <translation>%1 zahlt %2 aus der Wahlkampfkasse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 advertises on %2.</source>
        <translation>%1 wirbt mit %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 goes negative against %2: their voters leave the states of those issues.</source>
        <translation>%1 wirbt negativ gegen %2: Deren Wähler verlassen die Staaten dieser Themen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 drops %2 from the advertisement.</source>
        <translation>%1 streicht %2 aus der Werbung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves out %2 for %3: too few registered voters.</source>
        <translation>%1 lässt %2 bei %3 aus: zu wenige registrierte Wähler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 campaigns for %2 but has no registered voters to place.</source>
        <translation>%1 macht Wahlkampf für %2, hat aber keine registrierten Wähler zum Setzen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 campaigns for %2 and places %n voter(s), one at a time.</source>
        <translation>
            <numerusform>%1 macht Wahlkampf für %2 und setzt %n Wähler.</numerusform>
            <numerusform>%1 macht Wahlkampf für %2 und setzt %n Wähler, einen nach dem anderen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no voter could be placed.</source>
        <translation>%1: Es konnte kein Wähler gesetzt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: new voters in %2.</source>
        <translation>%1: neue Wähler in %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %n voter(s) removed from %2, back to the undecided supply.</source>
        <translation>
            <numerusform>%1: %n Wähler aus %2 entfernt, zurück zu den Unentschlossenen.</numerusform>
            <numerusform>%1: %n Wähler aus %2 entfernt, zurück zu den Unentschlossenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: backlash costs a voter in %2, one of the party&apos;s ethically minded states.</source>
        <translation>%1: Gegenwind kostet einen Wähler in %2, einem der ethisch gesinnten Staaten der Partei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 puts %2 into play; it stays in front of the candidate.</source>
        <translation>%1 bringt %2 ins Spiel; die Karte bleibt vor dem Kandidaten liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 carries out %2.</source>
        <translation>%1 führt %2 aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot pay the fee for %2, which has no effect.</source>
        <translation>%1 kann die Gebühr für %2 nicht zahlen; die Karte bleibt wirkungslos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 puts a hand card face down under %2.</source>
        <translation>%1 legt eine Handkarte verdeckt unter %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 puts %2 face down under %3: its state is %4.</source>
        <translation>%1 legt %2 verdeckt unter %3: Ihr Staat ist %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 looks at the hand of %2 (Opposition Research).</source>
        <translation>%1 sieht sich die Hand von %2 an (Gegnerrecherche).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The hand of %1 holds no card.</source>
        <translation>%1 hat keine Karte auf der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1 holds %2.</source>
        <translation>Auf der Hand von %1: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes a card from %2 and gives one back.</source>
        <translation>%1 nimmt %2 eine Karte weg und gibt eine zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gives %2 to %3 in exchange.</source>
        <translation>%1 gibt %3 dafür %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cancels %2 of %3 with a Fact Check.</source>
        <translation>%1 hebt mit einem Faktencheck %2 von %3 auf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponents of %1 may answer the politick card with a response.</source>
        <translation>Gegner von %1 dürfen auf die Politik-Karte mit einer Reaktion antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the advertising with a response.</source>
        <translation>Gegner von %1 dürfen auf die Werbung mit einer Reaktion antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the campaign with a response.</source>
        <translation>Gegner von %1 dürfen auf den Wahlkampf mit einer Reaktion antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the new voters with a response.</source>
        <translation>Gegner von %1 dürfen auf die neuen Wähler mit einer Reaktion antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may respond as the turn begins.</source>
        <translation>Gegner von %1 dürfen zu Beginn des Zuges reagieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The debate is over: every candidate may respond, starting with %1.</source>
        <translation>Die Debatte ist vorbei: jeder Kandidat darf reagieren, beginnend mit %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not respond.</source>
        <translation>%1 reagiert nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 responds with %2.</source>
        <translation>%1 reagiert mit %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Debate %1 in %2, on %3.</source>
        <translation>Debatte %1 in %2, über %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, the Senator, starts higher on %2.</source>
        <translation>%1, der Senator, beginnt bei %2 höher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Debate Coach of %1 moves the party up on %2.</source>
        <translation>Der Debattentrainer von %1 bringt die Partei bei %2 nach oben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 uses the candidate&apos;s issue of influence to start higher on %2.</source>
        <translation>%1 nutzt das Einflussthema des Kandidaten und beginnt bei %2 höher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts higher on %2.</source>
        <translation>%1 beginnt bei %2 höher.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 spielt %2 auf %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays no more cards in this debate.</source>
        <translation>%1 spielt in dieser Debatte keine Karten mehr.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 with %n topic(s)</source>
        <translation>
            <numerusform>%1 mit %n Thema</numerusform>
            <numerusform>%1 mit %n Themen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none won outright</source>
        <translation>keines eindeutig gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Debate %1 is over. Topics: %2. Nobody wins it outright.</source>
        <translation>Debatte %1 ist vorbei. Themen: %2. Niemand gewinnt sie eindeutig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debate %1 is over. Topics: %2. Overall winner, with extra voters in the debate&apos;s state: %3.</source>
        <translation>Debatte %1 ist vorbei. Themen: %2. Gesamtsieger, mit zusätzlichen Wählern im Staat der Debatte: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Election Day: the cards kept for the end are resolved, then the electoral votes are counted.</source>
        <translation>Wahltag: Die für das Ende gedachten Karten wirken, dann werden die Wahlmannstimmen gezählt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s %2 finds no tied state.</source>
        <translation>%2 von %1 findet keinen Staat mit Gleichstand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 adds a voter in %3.</source>
        <translation>%2 von %1 setzt je einen Wähler in %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s %2 points to %3 and places no voter there.</source>
        <translation>%2 von %1 zeigt auf %3 und setzt dort keinen Wähler.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s %2 points to %3: %n voter(s) join there.</source>
        <translation>
            <numerusform>%2 von %1 zeigt auf %3: %n Wähler kommt dort hinzu.</numerusform>
            <numerusform>%2 von %1 zeigt auf %3: %n Wähler kommen dort hinzu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n electoral vote(s)</source>
        <translation>
            <numerusform>%1: %n Wahlmannstimme</numerusform>
            <numerusform>%1: %n Wahlmannstimmen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The votes are counted (%1). %2 share the win.</source>
        <translation>Die Stimmen sind gezählt (%1). %2 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The votes are counted (%1). The election goes to %2.</source>
        <translation>Die Stimmen sind gezählt (%1). Die Wahl gewinnen %2.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_news.py" line="+37"/>
        <source>Breaking News, drawn by %1: “%2”. It replaces “%3”.</source>
        <translation>Eilmeldung, gezogen von %1: „%2“. Sie ersetzt „%3“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breaking News, drawn by %1: “%2”.</source>
        <translation>Eilmeldung, gezogen von %1: „%2“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves to %2 (Breaking News: “%3”).</source>
        <translation>%1 zieht nach %2 (Eilmeldung: „%3“).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n voter(s) registered and %2 raised (Breaking News: “%3”).</source>
        <translation>
            <numerusform>%1: %n Wähler registriert und %2 eingenommen (Eilmeldung: „%3“).</numerusform>
            <numerusform>%1: %n Wähler registriert und %2 eingenommen (Eilmeldung: „%3“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n voter(s) registered (Breaking News: “%2”).</source>
        <translation>
            <numerusform>%1: %n Wähler registriert (Eilmeldung: „%2“).</numerusform>
            <numerusform>%1: %n Wähler registriert (Eilmeldung: „%2“).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 loses %2 at random from the hand (Breaking News).</source>
        <translation>%1 verliert zufällig %2 aus der Hand (Eilmeldung).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n set-aside Breaking News card(s) are shuffled into the %1 deck.</source>
        <translation>
            <numerusform>%n beiseitegelegte Eilmeldung wird in den Stapel des %1 gemischt.</numerusform>
            <numerusform>%n beiseitegelegte Eilmeldungen werden in den Stapel des %1 gemischt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The %1 deck is empty: %n set-aside Breaking News card(s) go back to the box unseen.</source>
        <translation>
            <numerusform>Der Stapel des %1 ist leer: %n beiseitegelegte Eilmeldung kommt ungesehen in die Schachtel zurück.</numerusform>
            <numerusform>Der Stapel des %1 ist leer: %n beiseitegelegte Eilmeldungen kommen ungesehen in die Schachtel zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_texts.py" line="-82"/>
        <source>Terrorist Attack Kills 3 in Rome</source>
        <translation>Terroranschlag in Rom: 3 Tote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tracking Hurricane in the Gulf</source>
        <translation>Hurrikan im Golf im Blick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates Assure Public of Ethics</source>
        <translation>Kandidaten beteuern ihre Integrität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rising Costs Have Airlines in Crisis</source>
        <translation>Steigende Kosten stürzen Airlines in die Krise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Market Tumbles</source>
        <translation>Börse auf Talfahrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Voter Registration</source>
        <translation>Rekord bei der Wählerregistrierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wildfires Rage in the West</source>
        <translation>Waldbrände wüten im Westen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gas Prices Soar</source>
        <translation>Benzinpreise schießen in die Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supreme Court Vacancy</source>
        <translation>Sitz am Obersten Gericht frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Deal Collapses</source>
        <translation>Handelsabkommen geplatzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate Health Scare</source>
        <translation>Sorge um die Gesundheit eines Kandidaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate Ratings Soar</source>
        <translation>Rekordquoten für die Debatte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underdog Surge in the Polls</source>
        <translation>Außenseiter holen in Umfragen auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Government Shutdown</source>
        <translation>Regierungsstillstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Celebrity Endorsement Frenzy</source>
        <translation>Prominente werben um die Wette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyberattack on Campaign Servers</source>
        <translation>Cyberangriff auf Wahlkampfserver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blizzard in the Upper Midwest</source>
        <translation>Schneesturm im oberen Mittleren Westen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health-Care Costs Spike</source>
        <translation>Gesundheitskosten explodieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crisis at the Border</source>
        <translation>Krise an der Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Identification Ruling</source>
        <translation>Urteil zum Wählerausweis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Once per own turn: discarding a card with a National Security advert issue registers 3 voters.</source>
        <translation>Einmal im eigenen Zug: Abwurf einer Karte mit Werbethema Nationale Sicherheit registriert 3 Wähler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FL is closed to travel and to campaign voters; a pawn there moves out to AL or GA.</source>
        <translation>FL ist für Reisen und Wahlkampfwähler gesperrt; eine Figur dort zieht nach AL oder GA.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every candidate moves to an ethically minded state of its party and may commit 1 registered voter.</source>
        <translation>Jeder Kandidat zieht in einen ethisch gesinnten Staat seiner Partei und darf 1 registrierten Wähler setzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plane travel costs $20M more. Each Economy issue advertised adds 1 voter per state.</source>
        <translation>Flugreisen kosten $20M mehr. Jedes beworbene Wirtschaftsthema bringt 1 Wähler mehr je Staat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fundraising brings $10M less. Economy issues cost $10M less to advertise.</source>
        <translation>Spendensammeln bringt $10M weniger. Wirtschaftsthemen kosten $10M weniger Werbung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every register action registers 1 more voter.</source>
        <translation>Jede Registrieraktion registriert 1 Wähler mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment adverts add 1 voter per state. No campaign voters in CA or OR.</source>
        <translation>Werbung für Umwelt bringt 1 Wähler mehr je Staat. Keine Wahlkampfwähler in CA oder OR.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Travel without a plane goes 1 step less (at least 1). Energy adverts add 1 voter per state.</source>
        <translation>Reisen ohne Flugzeug: 1 Schritt weniger (mind. 1). Werbung für Energie: +1 Wähler je Staat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Social &amp; Human Rights adverts add 1 voter per state.</source>
        <translation>Werbung für Soziales &amp; Menschenrechte bringt 1 Wähler mehr je Staat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International Relations issues cost $10M more each; an advert with one registers 2 voters.</source>
        <translation>Internationale Beziehungen kosten je $10M mehr; Werbung mit einem davon registriert 2 Wähler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The party with the most electoral votes loses 1 random card from each candidate&apos;s hand.</source>
        <translation>Die Partei mit den meisten Wahlmannstimmen verliert aus der Hand jedes ihrer Kandidaten 1 zufällige Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If still news at the next debate, its winner commits 2 more undecided voters in the debate state.</source>
        <translation>Noch aktiv bei der nächsten Debatte: Ihr Sieger setzt 2 unentschlossene Wähler mehr in den Debattenstaat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The party with the fewest electoral votes registers 3 voters and gains $20M.</source>
        <translation>Die Partei mit den wenigsten Wahlmannstimmen registriert 3 Wähler und erhält $20M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each instant or ongoing politick action costs $10M.</source>
        <translation>Jede sofortige oder dauerhafte Politik-Aktion kostet $10M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every campaign action commits 1 more voter.</source>
        <translation>Jede Wahlkampfaktion setzt 1 Wähler mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may play a response politick card.</source>
        <translation>Niemand darf eine Reaktionskarte spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MN, WI, MI, ND and SD are closed to travel and to campaign voters; pawns there move out.</source>
        <translation>MN, WI, MI, ND und SD: gesperrt für Reisen und Wahlkampfwähler; Figuren dort ziehen hinaus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policies and Programs adverts add 1 voter per state.</source>
        <translation>Werbung für Politik und Programme bringt 1 Wähler mehr je Staat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertising Border Security or Immigration registers 2 voters.</source>
        <translation>Werbung für Grenzsicherung oder Einwanderung registriert 2 Wähler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every register action registers 1 fewer voter (at least 1).</source>
        <translation>Jede Registrieraktion registriert 1 Wähler weniger (mindestens 1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in effect until the next Breaking News card is drawn</source>
        <translation>gilt, bis die nächste Eilmeldung gezogen wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>immediate: carried out once when drawn</source>
        <translation>sofort: wird beim Ziehen einmal ausgeführt</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_words.py" line="-108"/>
        <source>Consistent campaign practices</source>
        <translation>Beständiger Wahlkampfstil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Political apparatus</source>
        <translation>Politischer Apparat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethical campaign practices</source>
        <translation>Ethischer Wahlkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Appeal to high-EV states</source>
        <translation>Zugkraft in großen Staaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financial responsibility</source>
        <translation>Finanzielle Verantwortung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grassroots organization</source>
        <translation>Basisorganisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>National reach</source>
        <translation>Landesweite Reichweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broad coalition</source>
        <translation>Breite Koalition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regional dominance</source>
        <translation>Regionale Vorherrschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small-state appeal</source>
        <translation>Zugkraft in kleinen Staaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battleground appeal</source>
        <translation>Zugkraft in Swing States</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heartland appeal</source>
        <translation>Zugkraft im Kernland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Southern appeal</source>
        <translation>Zugkraft im Süden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain-West appeal</source>
        <translation>Zugkraft im Bergwesten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate performance</source>
        <translation>Auftritt in den Debatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hometown pride</source>
        <translation>Heimatstolz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landslide</source>
        <translation>Erdrutschsieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lean campaign</source>
        <translation>Schlanker Wahlkampf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep the highest card number in your party&apos;s hands low.</source>
        <translation>Halte die höchste Kartennummer in den Händen deiner Partei niedrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many ongoing politick cards in play for your party.</source>
        <translation>Habe viele dauerhafte Politik-Karten deiner Partei im Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in your party&apos;s 5 ethically minded states.</source>
        <translation>Habe viele Wähler in den 5 ethisch gesinnten Staaten deiner Partei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in CA, TX, NY, FL, IL and PA.</source>
        <translation>Habe viele Wähler in CA, TX, NY, FL, IL und PA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish with a full war chest ($M).</source>
        <translation>Beende das Spiel mit voller Wahlkampfkasse (in Mio. $).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish with many registered voters still in your supply.</source>
        <translation>Beende das Spiel mit vielen registrierten Wählern im Vorrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have at least 1 voter in as many states as you can (DC counts).</source>
        <translation>Habe in möglichst vielen Staaten mindestens 1 Wähler (DC zählt mit).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control many states (DC counts).</source>
        <translation>Kontrolliere viele Staaten (DC zählt mit).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control more states than every other party in many regions.</source>
        <translation>Kontrolliere in vielen Regionen mehr Staaten als jede andere Partei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in AK, DE, DC, ND, SD, VT and WY.</source>
        <translation>Habe viele Wähler in AK, DE, DC, ND, SD, VT und WY.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in AZ, GA, MI, NV, NC, PA and WI.</source>
        <translation>Habe viele Wähler in AZ, GA, MI, NV, NC, PA und WI.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the West North Central states.</source>
        <translation>Habe viele Wähler in den Staaten des West North Central.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the East and West South Central states.</source>
        <translation>Habe viele Wähler in den Staaten des East und West South Central.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the Mountain states.</source>
        <translation>Habe viele Wähler in den Bergstaaten (Mountain).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win many debate topics over both debates.</source>
        <translation>Gewinne über beide Debatten viele Debattenthemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in your candidates&apos; home states.</source>
        <translation>Habe viele Wähler in den Heimatstaaten deiner Kandidaten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold many electoral votes before any Election Day voter is placed.</source>
        <translation>Halte viele Wahlleute, bevor ein Wähler des Wahltags gesetzt wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep few ongoing politick cards in play for your party.</source>
        <translation>Habe wenige dauerhafte Politik-Karten deiner Partei im Spiel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Exit Poll “%1”</source>
        <translation>Exit Poll „%1“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State Returns %1</source>
        <translation>State Returns %1</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>Each party is dealt %n Exit Poll and %n State Returns card(s), face down.</source>
        <translation>
            <numerusform>Jede Partei erhält verdeckt %n Exit-Poll- und %n State-Returns-Karte.</numerusform>
            <numerusform>Jede Partei erhält verdeckt %n Exit-Poll- und %n State-Returns-Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Exit Polls %2; State Returns %3.</source>
        <translation>%1: Exit Polls %2; State Returns %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: an Exit Poll card discarded face down.</source>
        <translation>%1: eine Exit-Poll-Karte verdeckt abgeworfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a State Returns card discarded face down.</source>
        <translation>%1: eine State-Returns-Karte verdeckt abgeworfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 discarded face down.</source>
        <translation>%1: %2 verdeckt abgeworfen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no Exit Poll card held.</source>
        <translation>%1: keine Exit-Poll-Karte auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 shows %3, tier %4: %5 reward voters for %6.</source>
        <translation>%1: %2 zeigt %3, Stufe %4: %5 Belohnungswähler für %6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 shows %3, no tier reached.</source>
        <translation>%1: %2 zeigt %3, keine Stufe erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: an Election Day reward voter in %2.</source>
        <translation>%1: ein Belohnungswähler des Wahltags in %2.</translation>
    </message>
</context>
<context>
    <name>copernico</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/board.py" line="+119"/>
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
        <location filename="../desktop_app/games/copernico/scene/texts.py" line="+471"/>
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
    <message numerus="yes">
        <location filename="../desktop_app/games/copernico/scene/areas.py" line="+69"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>✓ you rest this turn</source>
        <translation>✓ du ruhst diesen Zug aus</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.</source>
        <translation>Bisherige Qualität und Dreierlinien dieses Tisches; Ratschläge und Hypothesen zählen am Ende.</translation>
    </message>
    <message>
        <location line="+49"/>
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
        <location line="+29"/>
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
        <location line="+21"/>
        <location line="+48"/>
        <source>Advice</source>
        <translation>Ratschlag</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Advice %1</source>
        <translation>Ratschlag %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>seen by you</source>
        <translation>von dir gesehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seen by %1</source>
        <translation>gesehen von %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your hypothesis</source>
        <translation>deine Hypothese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hypothesis of %1</source>
        <translation>Hypothese von %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+70"/>
        <source>Drawn cards: drag each one to a place on the right</source>
        <translation>Gezogene Karten: jede auf ein Feld rechts ziehen</translation>
    </message>
    <message>
        <location line="+54"/>
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
        <location line="+4"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective</source>
        <translation>Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · ±6 je Ziel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6</source>
        <translation>Wertung: Qualität · 2 je Dreierlinie · Linienfarben 1/4/9/16/25 · Ratschlag 6 · je Hypothese 6</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copernico/scene/pieces.py" line="+78"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying…</source>
        <translation>zahlt …</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, placed face down: it shows no colours and scores nothing.</source>
        <translation>%1, verdeckt ausgelegt: zeigt keine Farben und bringt keine Punkte.</translation>
    </message>
    <message>
        <location line="+58"/>
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
        <location filename="../desktop_app/games/copernico/scene/texts.py" line="-423"/>
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
        <location line="+9"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass left to %1</source>
        <translation>Nach links an %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right to %1</source>
        <translation>Nach rechts an %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+192"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="-187"/>
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
        <location line="+29"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-20"/>
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
    <message numerus="yes">
        <location line="+18"/>
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
        <location line="+3"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 gibt %2 an %3 weiter.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Confirm your choice (Space); Undo takes back a choice</source>
        <translation>Auswahl bestätigen (Leertaste); Rückgängig nimmt eine Wahl zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag your only card to Keep</source>
        <translation>Ziehe deine einzige Karte auf „Behalten“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which card to keep and which to pass</source>
        <translation>Wähle, welche Karte du behältst und welche du weitergibst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which card to keep, discard and pass</source>
        <translation>Wähle, welche Karte du behältst, abwirfst und weitergibst</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>%n in hand</source>
        <translation>
            <numerusform>%n auf der Hand</numerusform>
            <numerusform>%n auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n look(s)</source>
        <translation>
            <numerusform>%n Blick</numerusform>
            <numerusform>%n Blicke</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2, ★%3)</source>
        <translation>%1 (%2, ★%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+3"/>
        <source>pass %1 to %2</source>
        <translation>%1 an %2 weitergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Your draft: %1.</source>
        <translation>Deine Auswahl: %1.</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="-200"/>
        <source>%1 has chosen the draft cards.</source>
        <translation>%1 hat die Karten ausgewählt.</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>1st card to %1</source>
        <translation>1. Karte an %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd card to %1</source>
        <translation>2. Karte an %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With two players, both passed cards go to the other player.</source>
        <translation>Bei zwei Spielern gehen beide weitergegebenen Karten an den anderen Spieler.</translation>
    </message>
    <message>
        <location line="+108"/>
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
        <location line="+16"/>
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
        <location line="+6"/>
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
        <location line="+13"/>
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
    <message>
        <location line="+43"/>
        <source>Place %1 on %2</source>
        <translation>%1 auf %2 legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulate %2 with %1</source>
        <translation>%2 durch %1 umformulieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (free)</source>
        <translation>%1 (kostenlos)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (pay %n card(s))</source>
        <translation>
            <numerusform>%1 (%n Karte zahlen)</numerusform>
            <numerusform>%1 (%n Karten zahlen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 face down on %2</source>
        <translation>%1 verdeckt auf %2 legen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay with %1</source>
        <translation>Mit %1 bezahlen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Look at Advice %1</source>
        <translation>Ratschlag %1 ansehen</translation>
    </message>
</context>
<context>
    <name>copycat</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene/art.py" line="+516"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+349"/>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-318"/>
        <source>Fatherly friend</source>
        <translation>Väterlicher Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local radio</source>
        <translation>Lokalradio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local newspaper</source>
        <translation>Lokalzeitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local television</source>
        <translation>Lokalfernsehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card</source>
        <translation>Rote Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wife&apos;s charity gala</source>
        <translation>Benefizgala der Ehefrau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign office</source>
        <translation>Wahlkampfbüro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends in industry</source>
        <translation>Freunde in der Industrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inside information</source>
        <translation>Insiderinformationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small PR campaign</source>
        <translation>Kleine PR-Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharpen your elbows</source>
        <translation>Ellenbogen ausfahren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>National radio</source>
        <translation>Überregionales Radio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sauna with colleagues</source>
        <translation>Sauna mit Kollegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy session</source>
        <translation>Strategiesitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraising</source>
        <translation>Spendenaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign trail</source>
        <translation>Wahlkampftour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus payment to team member</source>
        <translation>Bonuszahlung an Teammitglied</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press spokesperson</source>
        <translation>Pressesprecher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends at the banks</source>
        <translation>Freunde bei den Banken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big PR campaign</source>
        <translation>Große PR-Kampagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federal press ball</source>
        <translation>Bundespresseball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garden party for friends</source>
        <translation>Gartenfest für Freunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-selling daily newspaper</source>
        <translation>Auflagenstärkste Tageszeitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keynote speaker at the Bremen Schaffermahl</source>
        <translation>Festredner bei der Bremer Schaffermahlzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>National television</source>
        <translation>Überregionales Fernsehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr. rer. pol.</source>
        <translation>Dr. rer. pol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr. rer. nat.</source>
        <translation>Dr. rer. nat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr. phil.</source>
        <translation>Dr. phil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr. jur.</source>
        <translation>Dr. jur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra cards</source>
        <translation>Zusatzkarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permission to buy</source>
        <translation>Kauferlaubnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra money</source>
        <translation>Zusatzgeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card exchange</source>
        <translation>Kartentausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card shredding</source>
        <translation>Kartenvernichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocation Office for Major Projects</source>
        <translation>Vergabestelle für Großprojekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special buying permission</source>
        <translation>Sonderkauferlaubnis</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (Nr. %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-239"/>
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
        <location line="+54"/>
        <source>No action</source>
        <translation>Keine Aktion</translation>
    </message>
    <message>
        <location line="-53"/>
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
    <message numerus="yes">
        <location line="+9"/>
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n Münze</numerusform>
            <numerusform>+%n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 coin or 2 VP</source>
        <translation>1 Münze / 2 SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins ×2</source>
        <translation>Münzen ×2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Shred ≤%n: a coin each</source>
        <translation>
            <numerusform>Vernichte ≤%n: je 1 Münze</numerusform>
            <numerusform>Vernichte ≤%n: je 1 Münze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Buy %n card(s)</source>
        <translation>
            <numerusform>Kaufe %n Karte</numerusform>
            <numerusform>Kaufe %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide street, buy 1</source>
        <translation>Rücke die Straße auf, kaufe 1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n VP</source>
        <translation>
            <numerusform>+%n SP</numerusform>
            <numerusform>+%n SP</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers ×2</source>
        <translation>Marker ×2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 VP per coin</source>
        <translation>1 SP pro Münze</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+167"/>
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Ziehe %n Karte</numerusform>
            <numerusform>Ziehe %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>Exchange ≤%n card(s)</source>
        <translation>
            <numerusform>Tausche ≤%n Karte</numerusform>
            <numerusform>Tausche ≤%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins → cards</source>
        <translation>Münzen → Karten</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n worker(s)</source>
        <translation>
            <numerusform>+%n Helfer</numerusform>
            <numerusform>+%n Helfer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shred 1: +1 worker</source>
        <translation>Karte → +1 Helfer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 office now</source>
        <translation>+1 Büro sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join an occupied office</source>
        <translation>Teile ein Büro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a card again</source>
        <translation>Nutze eine Karte erneut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a worker again</source>
        <translation>Nutze einen Helfer erneut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy a card</source>
        <translation>Kopiere eine Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep cards</source>
        <translation>Behalte Karten</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Shred ≤%n → coins</source>
        <translation>
            <numerusform>≤%n Karte → Münze</numerusform>
            <numerusform>≤%n Karten → Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Swap ≤%n card(s)</source>
        <translation>
            <numerusform>Tausche ≤%n Karte</numerusform>
            <numerusform>Tausche ≤%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card again</source>
        <translation>Karte erneut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide, buy 1</source>
        <translation>Rücke auf, kaufe 1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Phase 3: adds %n coin(s) to your coin total.</source>
        <translation>
            <numerusform>Phase 3: Fügt deiner Münzsumme %n Münze hinzu.</numerusform>
            <numerusform>Phase 3: Fügt deiner Münzsumme %n Münzen hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: choose 1 coin or 2 victory points, each time it is used.</source>
        <translation>Phase 3: Wähle bei jeder Nutzung 1 Münze oder 2 Siegpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: your base coins count once more (at most three times in all). Coins from the Allocation Office or a Bonus payment are not doubled.</source>
        <translation>Phase 3: Deine Grundmünzen zählen noch einmal (insgesamt höchstens dreifach). Münzen aus der Vergabestelle oder einer Bonuszahlung werden nicht verdoppelt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: remove up to %n hand card(s) from the game; each gives 1 coin. Usable without buying.</source>
        <translation>
            <numerusform>Phase 3: Entferne bis zu %n Handkarte aus dem Spiel; jede bringt 1 Münze. Auch ohne Kauf nutzbar.</numerusform>
            <numerusform>Phase 3: Entferne bis zu %n Handkarten aus dem Spiel; jede bringt 1 Münze. Auch ohne Kauf nutzbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: buy up to %n card(s) from the street, paying price plus the space&apos;s surcharge. Every red card left of a bought card comes along.</source>
        <translation>
            <numerusform>Phase 3: Kaufe bis zu %n Karte von der Straße und zahle den Preis plus den Aufpreis des Feldes. Jede rote Karte links von einer gekauften Karte kommt mit.</numerusform>
            <numerusform>Phase 3: Kaufe bis zu %n Karten von der Straße und zahle den Preis plus den Aufpreis des Feldes. Jede rote Karte links von einer gekauften Karte kommt mit.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 3: all street cards slide left to close gaps, the street is refilled, then you may buy 1 card.</source>
        <translation>Phase 3: Alle Karten der Straße rücken nach links in die Lücken, die Straße wird aufgefüllt, dann darfst du 1 Karte kaufen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: %n victory point(s).</source>
        <translation>
            <numerusform>Phase 3: %n Siegpunkt.</numerusform>
            <numerusform>Phase 3: %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: your victory point markers count once more (at most three times).</source>
        <translation>Phase 3: Deine Siegpunktmarker zählen noch einmal (höchstens dreifach).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taken with a purchase: pay only the space&apos;s surcharge, then invest any coins for 1 victory point each. It lies in front of you and counts towards the end of the game.</source>
        <translation>Wird mit einem Kauf genommen: Zahle nur den Aufpreis des Feldes und investiere dann beliebig viele Münzen für je 1 Siegpunkt. Er liegt vor dir aus und zählt für das Spielende.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Phase 2: draw %n card(s) from your draw pile.</source>
        <translation>
            <numerusform>Phase 2: Ziehe %n Karte von deinem Nachziehstapel.</numerusform>
            <numerusform>Phase 2: Ziehe %n Karten von deinem Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Phase 2: put up to %n hand card(s) on your clipboard pile, then draw as many.</source>
        <translation>
            <numerusform>Phase 2: Lege bis zu %n Handkarte auf dein Klemmbrett und ziehe dann ebenso viele.</numerusform>
            <numerusform>Phase 2: Lege bis zu %n Handkarten auf dein Klemmbrett und ziehe dann ebenso viele.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: pay with coin cards from your hand or unused Extra money offices; draw up to 1 card per coin paid. The coins are spent.</source>
        <translation>Phase 2: Bezahle mit Münzkarten aus deiner Hand oder ungenutzten Zusatzgeld-Büros; ziehe bis zu 1 Karte pro bezahlter Münze. Die Münzen sind damit ausgegeben.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 2: take %n extra campaign worker(s) for this round (at most %1 extra a round).</source>
        <translation>
            <numerusform>Phase 2: Nimm für diese Runde %n zusätzlichen Wahlkampfhelfer (höchstens %1 zusätzliche pro Runde).</numerusform>
            <numerusform>Phase 2: Nimm für diese Runde %n zusätzliche Wahlkampfhelfer (höchstens %1 zusätzliche pro Runde).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 2: remove 1 other hand card from the game and take 1 extra campaign worker for this round.</source>
        <translation>Phase 2: Entferne 1 andere Handkarte aus dem Spiel und nimm für diese Runde 1 zusätzlichen Wahlkampfhelfer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: place one more of your workers at once in an empty office, in addition to your turn&apos;s placement.</source>
        <translation>Phase 2: Setze sofort einen weiteren deiner Helfer in ein leeres Büro, zusätzlich zum Einsetzen in deinem Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: one later placement this turn may go into an office holding exactly one worker of another player. You find no markers there.</source>
        <translation>Phase 2: Ein späteres Einsetzen in diesem Zug darf in ein Büro gehen, in dem genau ein Helfer eines anderen Spielers steht. Dort findest du keine Marker.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use one card of your play area once more (phase 2: blue, purple or grey; phase 3: yellow, green or grey). It then goes to your clipboard pile; its coins are never doubled.</source>
        <translation>Nutze eine Karte aus deinem Spielbereich noch einmal (Phase 2: blau, lila oder grau; Phase 3: gelb, grün oder grau). Danach kommt sie auf dein Klemmbrett; ihre Münzen werden nie verdoppelt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 2 or 3: use the office of one of your workers once more. Its coins are never doubled.</source>
        <translation>Phase 2 oder 3: Nutze das Büro eines deiner Helfer noch einmal. Seine Münzen werden nie verdoppelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2 or 3: carry out the action of another card in your play area once more; that card stays where it is.</source>
        <translation>Phase 2 oder 3: Führe die Aktion einer anderen Karte in deinem Spielbereich noch einmal aus; diese Karte bleibt liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 3: set aside any of your remaining hand cards, hidden; they join your hand next round. Play it first.</source>
        <translation>Phase 3: Lege beliebig viele deiner restlichen Handkarten verdeckt beiseite; sie kommen in der nächsten Runde zu deiner Hand. Spiele diese Karte zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red card: no action. You bid, shred or exchange it, or it clutters your deck.</source>
        <translation>Rote Karte: keine Aktion. Du bietest sie, vernichtest oder tauschst sie – sonst verstopft sie dein Deck.</translation>
    </message>
    <message>
        <location line="+5"/>
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
    <message numerus="yes">
        <location line="+11"/>
        <source>A game for %n players is set up; the first extra office is %1.</source>
        <translation>
            <numerusform>Eine Partie für %n Spieler ist aufgebaut; das erste Zusatzbüro ist %1.</numerusform>
            <numerusform>Eine Partie für %n Spieler ist aufgebaut; das erste Zusatzbüro ist %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 begins: everyone draws 5 cards.</source>
        <translation>Runde %1 beginnt: Alle ziehen 5 Karten.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %1.</source>
        <translation>Du ziehst %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 shuffles the discard pile into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>%1 mischt den Ablagestapel zu einem neuen Nachziehstapel aus %n Karte.</numerusform>
            <numerusform>%1 mischt den Ablagestapel zu einem neuen Nachziehstapel aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes %n kept card(s) back into the hand.</source>
        <translation>
            <numerusform>%1 nimmt %n behaltene Karte wieder auf die Hand.</numerusform>
            <numerusform>%1 nimmt %n behaltene Karten wieder auf die Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lays a card face down as a bid.</source>
        <translation>%1 legt eine Karte verdeckt als Gebot aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bid %1.</source>
        <translation>Du bietest %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 nothing (0)</source>
        <translation>%1 nichts (0)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids revealed: %1. Turn order: %2.</source>
        <translation>Gebote aufgedeckt: %1. Spielreihenfolge: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 elbows in and places a campaign worker beside another in %2.</source>
        <translation>%1 fährt die Ellenbogen aus und setzt einen Wahlkampfhelfer neben einen anderen ins Büro %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 places a campaign worker in %2 and takes %n victory point marker(s).</source>
        <translation>
            <numerusform>%1 setzt einen Wahlkampfhelfer ins Büro %2 und nimmt %n Siegpunktmarker.</numerusform>
            <numerusform>%1 setzt einen Wahlkampfhelfer ins Büro %2 und nimmt %n Siegpunktmarker.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places a campaign worker in %2.</source>
        <translation>%1 setzt einen Wahlkampfhelfer ins Büro %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2, which has no effect now.</source>
        <translation>%1 spielt %2; das bewirkt gerade nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the office %2.</source>
        <translation>%1 nutzt das Büro %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the office %2 once more (Bonus payment).</source>
        <translation>%1 nutzt das Büro %2 noch einmal (Bonuszahlung).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 uses %2 once more (Allocation Office); it goes to the clipboard pile.</source>
        <translation>%1 nutzt %2 noch einmal (Vergabestelle); die Karte kommt auf das Klemmbrett.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 copies %2 with %3.</source>
        <translation>%1 kopiert %2 mit %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 takes %n extra campaign worker(s); more would exceed 4 a round.</source>
        <translation>
            <numerusform>%1 nimmt %n zusätzlichen Wahlkampfhelfer; mehr als 4 pro Runde sind nicht erlaubt.</numerusform>
            <numerusform>%1 nimmt %n zusätzliche Wahlkampfhelfer; mehr als 4 pro Runde sind nicht erlaubt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes %n extra campaign worker(s).</source>
        <translation>
            <numerusform>%1 nimmt %n zusätzlichen Wahlkampfhelfer.</numerusform>
            <numerusform>%1 nimmt %n zusätzliche Wahlkampfhelfer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets no extra campaign worker: 4 a round is the limit.</source>
        <translation>%1 bekommt keinen zusätzlichen Wahlkampfhelfer: Mehr als 4 pro Runde sind nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removes %2 from the game.</source>
        <translation>%1 entfernt %2 aus dem Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts %2 on the clipboard pile to draw as many.</source>
        <translation>%1 legt %2 auf das Klemmbrett, um ebenso viele Karten zu ziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays nothing into Fundraising.</source>
        <translation>%1 zahlt nichts für die Spendenaktion.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pays %n coin(s) into Fundraising with %2.</source>
        <translation>
            <numerusform>%1 zahlt %n Münze für die Spendenaktion (mit %2).</numerusform>
            <numerusform>%1 zahlt %n Münzen für die Spendenaktion (mit %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes 2 victory points from Wife&apos;s charity gala.</source>
        <translation>%1 nimmt 2 Siegpunkte aus der Benefizgala der Ehefrau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes 1 coin from Wife&apos;s charity gala.</source>
        <translation>%1 nimmt 1 Münze aus der Benefizgala der Ehefrau.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 keeps %n card(s) hidden for the next round.</source>
        <translation>
            <numerusform>%1 behält %n Karte verdeckt für die nächste Runde.</numerusform>
            <numerusform>%1 behält %n Karten verdeckt für die nächste Runde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You keep %1 for the next round.</source>
        <translation>Du behältst %1 für die nächste Runde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no campaign worker left and passes.</source>
        <translation>%1 hat keinen Wahlkampfhelfer mehr und passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passes for the rest of phase 2.</source>
        <translation>%1 passt für den Rest von Phase 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the remaining cards and goes shopping.</source>
        <translation>%1 spielt die restlichen Karten aus und geht einkaufen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-110"/>
        <location line="+120"/>
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>%1 has %2 and %n purchase(s).</source>
        <translation>
            <numerusform>%1 hat %2 und %n Kauf.</numerusform>
            <numerusform>%1 hat %2 und %n Käufe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Special buying permissions: %n.</source>
        <translation>
            <numerusform>Sonderkauferlaubnisse: %n.</numerusform>
            <numerusform>Sonderkauferlaubnisse: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 buys %2 from space %3 for %n coin(s).</source>
        <translation>
            <numerusform>%1 kauft %2 von Feld %3 für %n Münze.</numerusform>
            <numerusform>%1 kauft %2 von Feld %3 für %n Münzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+8"/>
        <source>%n red card(s) come along.</source>
        <translation>
            <numerusform>%n rote Karte kommt mit.</numerusform>
            <numerusform>%n rote Karten kommen mit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%1 acquires the doctorate %2 from space %3, paying %n coin(s).</source>
        <translation>
            <numerusform>%1 erwirbt den Doktortitel %2 von Feld %3 und zahlt %n Münze.</numerusform>
            <numerusform>%1 erwirbt den Doktortitel %2 von Feld %3 und zahlt %n Münzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 invests %n coin(s) in the doctorate for as many victory points.</source>
        <translation>
            <numerusform>%1 investiert %n Münze in den Doktortitel und erhält dafür 1 Siegpunkt.</numerusform>
            <numerusform>%1 investiert %n Münzen in den Doktortitel und erhält dafür ebenso viele Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 uses a special buying permission: the street slides left and is refilled.</source>
        <translation>%1 nutzt eine Sonderkauferlaubnis: Die Straße rückt nach links auf und wird aufgefüllt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 scores %n victory point(s) this round and now has %2.</source>
        <translation>
            <numerusform>%1 erhält in dieser Runde %n Siegpunkt und hat jetzt %2.</numerusform>
            <numerusform>%1 erhält in dieser Runde %n Siegpunkte und hat jetzt %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A victory point marker is added to each of %n empty office(s).</source>
        <translation>
            <numerusform>%n leeres Büro erhält einen Siegpunktmarker.</numerusform>
            <numerusform>%n leere Büros erhalten je einen Siegpunktmarker.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new office opens: %1.</source>
        <translation>Ein neues Büro öffnet: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No unsold card leaves the street.</source>
        <translation>Keine unverkaufte Karte verlässt die Straße.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n unsold card(s) leave the game: %1.</source>
        <translation>
            <numerusform>%n unverkaufte Karte verlässt das Spiel: %1.</numerusform>
            <numerusform>%n unverkaufte Karten verlassen das Spiel: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n new card(s) come onto the street: %1.</source>
        <translation>
            <numerusform>%n neue Karte kommt auf die Straße: %1.</numerusform>
            <numerusform>%n neue Karten kommen auf die Straße: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends because %1. Elected: %2.</source>
        <translation>Das Spiel endet, weil %1. Gewählt: %2.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-76"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay</source>
        <translation>Bezahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/areas.py" line="+80"/>
        <source>3–4 players</source>
        <translation>3–4 Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Federal department</source>
        <translation>Bundesministerium</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Section %1</source>
        <translation>Abschnitt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3–4</source>
        <translation>3–4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from round %1</source>
        <translation>ab Runde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers left %1 · Deck %2</source>
        <translation>Marker übrig %1 · Stapel %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The career path runs round the board: each piece stands on its player&apos;s victory points (95 ends the game).</source>
        <translation>Die Karriereleiste läuft um den Spielplan: Jede Figur steht auf den Siegpunkten ihres Spielers (bei 95 endet das Spiel).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n victory point marker(s) lie here.</source>
        <translation>
            <numerusform>Hier liegt %n Siegpunktmarker.</numerusform>
            <numerusform>Hier liegen %n Siegpunktmarker.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Street space %1: surcharge %2.</source>
        <translation>Straßenfeld %1: Aufpreis %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsold card here leaves the game at the end of the round.</source>
        <translation>Eine unverkaufte Karte auf diesem Feld verlässt am Ende der Runde das Spiel.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>bid laid ✓</source>
        <translation>Gebot gelegt ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing a bid…</source>
        <translation>wählt ein Gebot…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passed</source>
        <translation>hat gepasst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playing cards…</source>
        <translation>spielt Karten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying…</source>
        <translation>kauft ein…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>+%n VP this round</source>
        <translation>
            <numerusform>+%n SP diese Runde</numerusform>
            <numerusform>+%n SP diese Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>hand %n</source>
        <translation>
            <numerusform>Hand %n</numerusform>
            <numerusform>Hand %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>draw pile %n</source>
        <translation>
            <numerusform>Stapel %n</numerusform>
            <numerusform>Stapel %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n Marker</numerusform>
            <numerusform>%n Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n kept</source>
        <translation>
            <numerusform>%n behalten</numerusform>
            <numerusform>%n behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+183"/>
        <source>%n doctorate(s)</source>
        <translation>
            <numerusform>%n Doktortitel</numerusform>
            <numerusform>%n Doktortitel</numerusform>
        </translation>
    </message>
    <message>
        <location line="-178"/>
        <source>coins %1 · buys %2 · +%3 VP</source>
        <translation>Münzen %1 · Käufe %2 · +%3 SP</translation>
    </message>
    <message>
        <location line="-4"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid laid</source>
        <translation>Gebot gelegt</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n card(s) in hand (hidden)</source>
        <translation>
            <numerusform>%n Karte auf der Hand (verdeckt)</numerusform>
            <numerusform>%n Karten auf der Hand (verdeckt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop_app/games/copycat/scene/items.py" line="+243"/>
        <source>clipboard</source>
        <translation>Klemmbrett</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop_app/games/copycat/scene/items.py" line="+1"/>
        <source>discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+28"/>
        <location line="+35"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-203"/>
        <location line="+214"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>play area</source>
        <translation>Spielbereich</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coins: %1 left of %2</source>
        <translation>Münzen: %1 von %2 übrig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coins: %1</source>
        <translation>Münzen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchases: %1</source>
        <translation>Käufe: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(+%n special)</source>
        <translation>
            <numerusform>(+%n Sonderkauf)</numerusform>
            <numerusform>(+%n Sonderkäufe)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>VP this round: +%1</source>
        <translation>SP der Runde: +%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Coins: in phase 3</source>
        <translation>Münzen: in Phase 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office buys: %1</source>
        <translation>Büro-Käufe: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Extra workers this round: %1 of at most %2.</source>
        <translation>Zusätzliche Helfer in dieser Runde: %1 von höchstens %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>VP markers held: %n</source>
        <translation>
            <numerusform>Siegpunktmarker: %n</numerusform>
            <numerusform>Siegpunktmarker: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Kept for next round: %n</source>
        <translation>
            <numerusform>Für die nächste Runde behalten: %n</numerusform>
            <numerusform>Für die nächste Runde behalten: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doctorates: %1</source>
        <translation>Doktortitel: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Workers to place: %n</source>
        <translation>
            <numerusform>Helfer übrig: %n</numerusform>
            <numerusform>Helfer übrig: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your play area</source>
        <translation>Dein Spielbereich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play area</source>
        <translation>Spielbereich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your play area: drag cards here to play them</source>
        <translation>Dein Spielbereich: Ziehe Karten hierher, um sie zu spielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your bid: drag a card here</source>
        <translation>Dein Gebot: Ziehe eine Karte hierher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clipboard</source>
        <translation>Klemmbrett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/pieces.py" line="+183"/>
        <source>used %n×</source>
        <translation>
            <numerusform>%n× genutzt</numerusform>
            <numerusform>%n× genutzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>comes along</source>
        <translation>kommt mit</translation>
    </message>
    <message>
        <location line="+112"/>
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
    <message numerus="yes">
        <location line="+56"/>
        <source>%1: %n victory point(s)</source>
        <translation>
            <numerusform>%1: %n Siegpunkt</numerusform>
            <numerusform>%1: %n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/board.py" line="+346"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play next card</source>
        <translation>Nächste Karte spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special buy</source>
        <translation>Sonderkauf</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-88"/>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for the bid of %1.</source>
        <translation>Warte auf das Gebot von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is acting.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the bids of %1.</source>
        <translation>Warte auf die Gebote von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 are acting.</source>
        <translation>%1 sind am Zug.</translation>
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
    <message numerus="yes">
        <location line="+6"/>
        <source>Play all your cards: drag them to your play area (%n left), use your offices.</source>
        <translation>
            <numerusform>Spiele alle deine Karten: Ziehe sie in deinen Spielbereich (noch %n), nutze deine Büros.</numerusform>
            <numerusform>Spiele alle deine Karten: Ziehe sie in deinen Spielbereich (noch %n), nutze deine Büros.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played. Use your offices, then go to the purchases.</source>
        <translation>Alle Karten gespielt. Nutze deine Büros, dann geht es zu den Käufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No purchase left: finish your turn.</source>
        <translation>Kein Kauf mehr übrig: Beende deinen Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Click a street card to buy it: %n purchase(s) left, %1.</source>
        <translation>
            <numerusform>Klicke eine Karte der Straße an, um sie zu kaufen: noch %n Kauf, %1.</numerusform>
            <numerusform>Klicke eine Karte der Straße an, um sie zu kaufen: noch %n Käufe, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Card exchange: click up to %n card(s) to exchange (%1 chosen), then Done.</source>
        <translation>
            <numerusform>Kartentausch: Klicke bis zu %n Karte zum Tauschen an (%1 gewählt), dann „Fertig“.</numerusform>
            <numerusform>Kartentausch: Klicke bis zu %n Karten zum Tauschen an (%1 gewählt), dann „Fertig“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Card shredding: click up to %n card(s) to shred for 1 coin each (%1 chosen).</source>
        <translation>
            <numerusform>Kartenvernichtung: Klicke bis zu %n Karte an, die du für je 1 Münze vernichtest (%1 gewählt).</numerusform>
            <numerusform>Kartenvernichtung: Klicke bis zu %n Karten an, die du für je 1 Münze vernichtest (%1 gewählt).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strategy session: click the cards to keep for next round (%1 chosen), then Done.</source>
        <translation>Strategiesitzung: Klicke die Karten an, die du für die nächste Runde behältst (%1 gewählt), dann „Fertig“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fundraising: click coin cards or Extra money offices, then Pay. Skip pays nothing.</source>
        <translation>Spendenaktion: Klicke Münzkarten oder Zusatzgeld-Büros an, dann „Bezahlen“. Mit „Überspringen“ zahlst du nichts.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Fundraising: how many cards do you draw? (up to %n)</source>
        <translation>
            <numerusform>Spendenaktion: Wie viele Karten ziehst du? (bis zu %n)</numerusform>
            <numerusform>Spendenaktion: Wie viele Karten ziehst du? (bis zu %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wife&apos;s charity gala: take 1 coin or 2 victory points.</source>
        <translation>Benefizgala der Ehefrau: Nimm 1 Münze oder 2 Siegpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign office: click a hand card to shred for an extra worker.</source>
        <translation>Wahlkampfbüro: Klicke eine Handkarte an, die du für einen zusätzlichen Helfer vernichtest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inside information: drag a worker onto a glowing office.</source>
        <translation>Insiderinformationen: Ziehe einen Helfer auf ein leuchtendes Büro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allocation Office: click a card in your play area to use it once more.</source>
        <translation>Vergabestelle: Klicke eine Karte in deinem Spielbereich an, um sie noch einmal zu nutzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press spokesperson: click a card in your play area to copy.</source>
        <translation>Pressesprecher: Klicke die Karte in deinem Spielbereich an, die du kopieren willst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus payment: click one of your offices to use it once more.</source>
        <translation>Bonuszahlung: Klicke eines deiner Büros an, um es noch einmal zu nutzen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Doctorate: how many coins do you invest for victory points? (up to %n)</source>
        <translation>
            <numerusform>Doktortitel: Wie viele Münzen investierst du in Siegpunkte? (bis zu %n)</numerusform>
            <numerusform>Doktortitel: Wie viele Münzen investierst du in Siegpunkte? (bis zu %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over. Elected: %1.</source>
        <translation>Das Spiel ist vorbei. Gewählt: %1.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/areas.py" line="-263"/>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+12"/>
        <source>deciding…</source>
        <translation>entscheidet…</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+9"/>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place a worker beside another in %1</source>
        <translation>Helfer neben einen anderen ins Büro %1 setzen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Place a worker in %1 (take %n marker(s))</source>
        <translation>
            <numerusform>Helfer ins Büro %1 setzen (%n Marker nehmen)</numerusform>
            <numerusform>Helfer ins Büro %1 setzen (%n Marker nehmen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+6"/>
        <source>Exchange %1</source>
        <translation>%1 tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shred %1 for 1 coin</source>
        <translation>%1 für 1 Münze vernichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep %1 for the next round</source>
        <translation>%1 für die nächste Runde behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay with %1</source>
        <translation>Mit %1 bezahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shred %1 for an extra worker</source>
        <translation>%1 für einen zusätzlichen Helfer vernichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use %1 once more</source>
        <translation>%1 noch einmal nutzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pay with the office %1</source>
        <translation>Mit dem Büro %1 bezahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place an extra worker in %1</source>
        <translation>Zusätzlichen Helfer ins Büro %1 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the office %1 once more</source>
        <translation>Büro %1 noch einmal nutzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the office %1</source>
        <translation>Büro %1 wählen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take 2 victory points</source>
        <translation>2 Siegpunkte nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 coin</source>
        <translation>1 Münze nehmen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Invest %n coin(s)</source>
        <translation>
            <numerusform>%n Münze investieren</numerusform>
            <numerusform>%n Münzen investieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2 = %3 coins</source>
        <translation>%1 + %2 = %3 Münzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 from space %2 for %3</source>
        <translation>%1 von Feld %2 für %3 kaufen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+9"/>
        <source>(%n red card(s) come along)</source>
        <translation>
            <numerusform>(%n rote Karte kommt mit)</numerusform>
            <numerusform>(%n rote Karten kommen mit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>Acquire %1 from space %2 for a surcharge of %n coin(s), then invest</source>
        <translation>
            <numerusform>%1 von Feld %2 für einen Aufpreis von %n Münze erwerben, dann investieren</numerusform>
            <numerusform>%1 von Feld %2 für einen Aufpreis von %n Münzen erwerben, dann investieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
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
    <message>
        <location filename="../desktop_app/games/copycat/scene/end_lists.py" line="+52"/>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Played in the last round</source>
        <translation>In der letzten Runde gespielt</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/chips.py" line="+37"/>
        <location filename="../desktop_app/games/copycat/scene/pieces.py" line="-184"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>councils</name>
    <message>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+16"/>
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
        <location line="+24"/>
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
        <location line="+67"/>
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
        <location line="-103"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Education</source>
        <translation>Bildung</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Transport</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Finance</source>
        <translation>Finanzen</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Legislation</source>
        <translation>Gesetzgebung</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 VP +%2</source>
        <translation>%1 SP +%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 VP and %3 influence</source>
        <translation>%1 → %2 SP und %3 Einfluss</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 → %2 VP</source>
        <translation>%1 → %2 SP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 influence</source>
        <translation>%1 → %2 Einfluss</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → nothing</source>
        <translation>%1 → nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolving pays each player by their employees here, in council influence types of their choice: %1; the resolver gets %2 more.</source>
        <translation>Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier Ausschuss-Einfluss nach Wahl: %1; wer den Beschluss fasst, erhält %2 mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolving pays each player by their employees here: %1; the resolver gets %2 more.</source>
        <translation>Ein Beschluss bringt jedem Spieler je nach Zahl seiner Angestellten hier: %1; wer den Beschluss fasst, erhält %2 mehr.</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location filename="../desktop_app/games/councils/scene/items.py" line="+304"/>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+9"/>
        <source>Building projects</source>
        <translation>Bauprojekte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 A + %2 B cards left</source>
        <translation>noch %1 A- und %2 B-Karten</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+1"/>
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
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+43"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · last normal round: the deck is used up</source>
        <translation>Runde %1 · letzte normale Runde: Der Stapel ist aufgebraucht</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Final rounds · any action allowed · %n turn(s) left</source>
        <translation>
            <numerusform>Schlussrunden · jede Aktion erlaubt · noch %n Zug</numerusform>
            <numerusform>Schlussrunden · jede Aktion erlaubt · noch %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Lower one of your council influences (education, transport, finance or legislation) by 1 and gain %n development.</source>
        <translation>
            <numerusform>Senke deinen Einfluss in einer Ausschussart (Bildung, Verkehr, Finanzen oder Gesetzgebung) um 1 und erhalte %n Entwicklung.</numerusform>
            <numerusform>Senke deinen Einfluss in einer Ausschussart (Bildung, Verkehr, Finanzen oder Gesetzgebung) um 1 und erhalte %n Entwicklung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Put one employee from this building into the box, take the other one back and gain %n development.</source>
        <translation>
            <numerusform>Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Entwicklung.</numerusform>
            <numerusform>Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Entwicklung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Gain %n development.</source>
        <translation>
            <numerusform>Erhalte %n Entwicklung.</numerusform>
            <numerusform>Erhalte %n Entwicklung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Put one employee from this building into the box, take the other one back and gain %n council influence, split over the four council types as you like (no development).</source>
        <translation>
            <numerusform>Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Ausschuss-Einfluss, beliebig auf die vier Ausschussarten verteilt (keine Entwicklung).</numerusform>
            <numerusform>Lege einen Angestellten dieses Gebäudes in die Box, nimm den anderen zurück und erhalte %n Ausschuss-Einfluss, beliebig auf die vier Ausschussarten verteilt (keine Entwicklung).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
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
    <message numerus="yes">
        <location line="+3"/>
        <source>Name a building type: %n VP for each building of that type next to this one (City Hall counts as the named type).</source>
        <translation>
            <numerusform>Nenne einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs (das Rathaus zählt als der genannte Typ).</numerusform>
            <numerusform>Nenne einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs (das Rathaus zählt als der genannte Typ).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n VP for each different building type next to this one (City Hall adds one type that is missing).</source>
        <translation>
            <numerusform>%n SP für jeden verschiedenen Gebäudetyp neben diesem Gebäude (das Rathaus ergänzt einen fehlenden Typ).</numerusform>
            <numerusform>%n SP für jeden verschiedenen Gebäudetyp neben diesem Gebäude (das Rathaus ergänzt einen fehlenden Typ).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take %n of your employees back from the box.</source>
        <translation>
            <numerusform>Hole einen deiner Angestellten aus der Box zurück.</numerusform>
            <numerusform>Hole %n deiner Angestellten aus der Box zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP for each employee on a building in the city, yours and everyone else&apos;s.</source>
        <translation>
            <numerusform>%n SP für jeden Angestellten auf einem Gebäude in der Stadt, deine und die aller anderen.</numerusform>
            <numerusform>%n SP für jeden Angestellten auf einem Gebäude in der Stadt, deine und die aller anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pay %n development to build a project from the display for free, anywhere in the city; this building&apos;s employees move onto it as far as it needs them, the rest come back to you.</source>
        <translation>
            <numerusform>Zahle %n Entwicklung, um ein Projekt aus der Auslage kostenlos irgendwo in der Stadt zu bauen; die Angestellten dieses Gebäudes ziehen darauf um, soweit es sie braucht, die übrigen kommen zu dir zurück.</numerusform>
            <numerusform>Zahle %n Entwicklung, um ein Projekt aus der Auslage kostenlos irgendwo in der Stadt zu bauen; die Angestellten dieses Gebäudes ziehen darauf um, soweit es sie braucht, die übrigen kommen zu dir zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>−1 → +%n dev</source>
        <translation>
            <numerusform>−1 → +%n Ent</numerusform>
            <numerusform>−1 → +%n Ent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>box 1, +%n dev</source>
        <translation>
            <numerusform>1 in Box, +%n Ent</numerusform>
            <numerusform>1 in Box, +%n Ent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n dev</source>
        <translation>
            <numerusform>+%n Ent</numerusform>
            <numerusform>+%n Ent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>box 1, +%n any</source>
        <translation>
            <numerusform>1 in Box, +%n bel.</numerusform>
            <numerusform>1 in Box, +%n bel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/type</source>
        <translation>
            <numerusform>%n SP/Typ</numerusform>
            <numerusform>%n SP/Typ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/kind</source>
        <translation>
            <numerusform>%n SP/Sorte</numerusform>
            <numerusform>%n SP/Sorte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>employee back</source>
        <translation>zurückholen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/staff</source>
        <translation>
            <numerusform>%n SP/Person</numerusform>
            <numerusform>%n SP/Person</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free build</source>
        <translation>gratis bauen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/log_texts.py" line="+21"/>
        <location line="+52"/>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+8"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+3"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+6"/>
        <source>Needs no employees; its action happens once, right after it is placed.</source>
        <translation>Braucht keine Angestellten; seine Aktion wird einmal ausgeführt, direkt nachdem es angelegt wurde.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Needs %n employee(s) on it.</source>
        <translation>
            <numerusform>Braucht %n Angestellten darauf.</numerusform>
            <numerusform>Braucht %n Angestellte darauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
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
    <message numerus="yes">
        <location line="+1"/>
        <source>Scores %n VP when the project starts.</source>
        <translation>
            <numerusform>Bringt %n SP, wenn das Projekt startet.</numerusform>
            <numerusform>Bringt %n SP, wenn das Projekt startet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action #%1: %2</source>
        <translation>Aktion #%1: %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/log_texts.py" line="-64"/>
        <source>%1 right and %2 down from City Hall</source>
        <translation>%1 nach rechts und %2 nach unten vom Rathaus aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 right and %2 up from City Hall</source>
        <translation>%1 nach rechts und %2 nach oben vom Rathaus aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left and %2 down from City Hall</source>
        <translation>%1 nach links und %2 nach unten vom Rathaus aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left and %2 up from City Hall</source>
        <translation>%1 nach links und %2 nach oben vom Rathaus aus</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n space(s) to the right of City Hall</source>
        <translation>
            <numerusform>%n Feld rechts vom Rathaus</numerusform>
            <numerusform>%n Felder rechts vom Rathaus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) to the left of City Hall</source>
        <translation>
            <numerusform>%n Feld links vom Rathaus</numerusform>
            <numerusform>%n Felder links vom Rathaus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) below City Hall</source>
        <translation>
            <numerusform>%n Feld unter dem Rathaus</numerusform>
            <numerusform>%n Felder unter dem Rathaus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) above City Hall</source>
        <translation>
            <numerusform>%n Feld über dem Rathaus</numerusform>
            <numerusform>%n Felder über dem Rathaus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at City Hall</source>
        <translation>am Rathaus</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 builds %2 for free (%3).</source>
        <translation>%1 baut das Gebäude %2 kostenlos (%3).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %2 (%3) and puts %n employee(s) on it.</source>
        <translation>
            <numerusform>%1 legt das Gebäude %2 an (%3) und setzt %n Angestellten darauf.</numerusform>
            <numerusform>%1 legt das Gebäude %2 an (%3) und setzt %n Angestellte darauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places %2 (%3).</source>
        <translation>%1 legt das Gebäude %2 an (%3).</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 cannot do anything and passes.</source>
        <translation>%1 kann nichts tun und passt.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %n employee(s) in the %2.</source>
        <translation>
            <numerusform>%1 setzt %n Angestellten in den %2.</numerusform>
            <numerusform>%1 setzt %n Angestellte in den %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places one employee in each of: %2.</source>
        <translation>%1 setzt je einen Angestellten in diese Ausschüsse: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 resolves an issue in the %2.</source>
        <translation>%1 fasst einen Beschluss im %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n influence of their choice</source>
        <translation>
            <numerusform>%n Einfluss nach Wahl</numerusform>
            <numerusform>%n Einfluss nach Wahl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 had %n employee(s) there and receives %2 VP and %3.</source>
        <translation>
            <numerusform>%1 hatte dort %n Angestellten und erhält %2 SP und %3.</numerusform>
            <numerusform>%1 hatte dort %n Angestellte und erhält %2 SP und %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives %2 VP.</source>
        <translation>
            <numerusform>%1 hatte dort %n Angestellten und erhält %2 SP.</numerusform>
            <numerusform>%1 hatte dort %n Angestellte und erhält %2 SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives %2.</source>
        <translation>
            <numerusform>%1 hatte dort %n Angestellten und erhält %2.</numerusform>
            <numerusform>%1 hatte dort %n Angestellte und erhält %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives nothing.</source>
        <translation>
            <numerusform>%1 hatte dort %n Angestellten und erhält nichts.</numerusform>
            <numerusform>%1 hatte dort %n Angestellte und erhält nichts.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+16"/>
        <source>%1 is added to the display.</source>
        <translation>Das Projekt %1 kommt neu in die Auslage.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No project was started for %n round(s): the game heads for its end; two final rounds follow.</source>
        <translation>
            <numerusform>Seit %n Runde wurde kein Projekt gestartet: Das Spiel geht auf sein Ende zu; es folgen zwei Schlussrunden.</numerusform>
            <numerusform>Seit %n Runden wurde kein Projekt gestartet: Das Spiel geht auf sein Ende zu; es folgen zwei Schlussrunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.</source>
        <translation>Der Stapel ist aufgebraucht und nur noch 4 Projekte liegen aus: Diese Runde wird zu Ende gespielt, danach folgen zwei Schlussrunden.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n final round(s) begin: each turn, any one action is allowed.</source>
        <translation>
            <numerusform>Die Schlussrunde beginnt: In jedem Zug ist eine beliebige Aktion erlaubt.</numerusform>
            <numerusform>Die %n Schlussrunden beginnen: In jedem Zug ist eine beliebige Aktion erlaubt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n employee(s) back from %2.</source>
        <translation>
            <numerusform>%1 nimmt %n Angestellten vom Gebäude %2 zurück.</numerusform>
            <numerusform>%1 nimmt %n Angestellte vom Gebäude %2 zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
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
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n VP with a building action.</source>
        <translation>
            <numerusform>%1 erhält %n SP durch eine Gebäudeaktion.</numerusform>
            <numerusform>%1 erhält %n SP durch eine Gebäudeaktion.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 puts an employee from %2 into the box.</source>
        <translation>%1 legt einen Angestellten aus dem Gebäude %2 in die Box.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n employee(s) back from the box.</source>
        <translation>
            <numerusform>%1 holt %n Angestellten aus der Box zurück.</numerusform>
            <numerusform>%1 holt %n Angestellte aus der Box zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays %2.</source>
        <translation>%1 zahlt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copies the action of %2 (#%3) with %4.</source>
        <translation>%1 kopiert mit dem Gebäude %4 die Aktion des Gebäudes %2 (#%3).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 moves %n employee(s) from %2 to %3.</source>
        <translation>
            <numerusform>%1 versetzt %n Angestellten vom Gebäude %2 auf das Gebäude %3.</numerusform>
            <numerusform>%1 versetzt %n Angestellte vom Gebäude %2 auf das Gebäude %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 puts %n employee(s) on %2.</source>
        <translation>
            <numerusform>%1 setzt %n Angestellten auf das Gebäude %2.</numerusform>
            <numerusform>%1 setzt %n Angestellte auf das Gebäude %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leaves the empty buildings as they are.</source>
        <translation>%1 lässt die leeren Gebäude, wie sie sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2 from the display to build for free.</source>
        <translation>%1 wählt das Projekt %2 aus der Auslage, um es kostenlos zu bauen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 scores %n VP for the most influence.</source>
        <translation>
            <numerusform>%1 erhält %n SP für den meisten Einfluss.</numerusform>
            <numerusform>%1 erhält %n SP für den meisten Einfluss.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads in no influence type.</source>
        <translation>%1 führt in keiner Einflussart.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="+82"/>
        <source>Game over: %1 wins with %n VP.</source>
        <translation>
            <numerusform>Spielende: %1 gewinnt mit %n SP.</numerusform>
            <numerusform>Spielende: %1 gewinnt mit %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="+2"/>
        <source>Game over: %1 share the win with %n VP each.</source>
        <translation>
            <numerusform>Spielende: %1 teilen sich den Sieg mit je %n SP.</numerusform>
            <numerusform>Spielende: %1 teilen sich den Sieg mit je %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="-51"/>
        <source>Place %n employee(s) in the %1</source>
        <translation>
            <numerusform>%n Angestellten in den %1 setzen</numerusform>
            <numerusform>%n Angestellte in den %1 setzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+8"/>
        <source>Watching the table.</source>
        <translation>Du schaust zu.</translation>
    </message>
    <message>
        <location line="+13"/>
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
    <message numerus="yes">
        <location line="+1"/>
        <source>Drag %n more employee(s) onto the glowing councils.</source>
        <translation>
            <numerusform>Ziehe noch %n Angestellten auf die leuchtenden Ausschüsse.</numerusform>
            <numerusform>Ziehe noch %n Angestellte auf die leuchtenden Ausschüsse.</numerusform>
        </translation>
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
    <message numerus="yes">
        <location line="+3"/>
        <source>Build %1 here? You pay %2, score %3 VP and put %n employee(s) on it.</source>
        <translation>
            <numerusform>%1 hier bauen? Du zahlst %2, erhältst %3 SP und setzt %n Angestellten darauf.</numerusform>
            <numerusform>%1 hier bauen? Du zahlst %2, erhältst %3 SP und setzt %n Angestellte darauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build %1 here? You pay %2 and score %3 VP.</source>
        <translation>%1 hier bauen? Du zahlst %2 und erhältst %3 SP.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Choose the influence type for your next point (%n left to share out).</source>
        <translation>
            <numerusform>Wähle die Einflussart für deinen nächsten Punkt (noch %n zu verteilen).</numerusform>
            <numerusform>Wähle die Einflussart für deinen nächsten Punkt (noch %n zu verteilen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose which council influence to lower by 1 (you gain %n development).</source>
        <translation>
            <numerusform>Wähle, welcher Ausschuss-Einfluss um 1 sinkt (du erhältst %n Entwicklung).</numerusform>
            <numerusform>Wähle, welcher Ausschuss-Einfluss um 1 sinkt (du erhältst %n Entwicklung).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose a building type: %n VP for each neighbouring building of it.</source>
        <translation>
            <numerusform>Wähle einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs.</numerusform>
            <numerusform>Wähle einen Gebäudetyp: %n SP für jedes angrenzende Gebäude dieses Typs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+3"/>
        <source>Drag a glowing project from the display into the city to build it for free.</source>
        <translation>Ziehe ein leuchtendes Projekt aus der Auslage in die Stadt, um es kostenlos zu bauen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keys: Enter confirms · Esc cancels</source>
        <translation>Tasten: Enter bestätigt · Esc bricht ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/art.py" line="+333"/>
        <source>counts as every type</source>
        <translation>zählt als jeder Typ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no staff</source>
        <translation>ohne Personal</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="+122"/>
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
        <source>All moves (L)</source>
        <translation>Alle Züge (L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List every move you may make now (L or F2)</source>
        <translation>Alle Züge auflisten, die du jetzt machen kannst (L oder F2)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Start this project here (Enter)</source>
        <translation>Dieses Projekt hier starten (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back what you have not sent yet (Esc)</source>
        <translation>Zurücknehmen, was noch nicht abgeschickt ist (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The city</source>
        <translation>Die Stadt</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/areas.py" line="+120"/>
        <source>+%1 majorities</source>
        <translation>+%1 Mehrheiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../desktop_app/games/councils/scene/board.py" line="+197"/>
        <source>%1: %2 VP</source>
        <translation>%1: %2 SP</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../desktop_app/games/councils/scene/art.py" line="-109"/>
        <location filename="../desktop_app/games/councils/scene/names.py" line="-107"/>
        <location filename="../desktop_app/games/councils/scene/panel.py" line="+91"/>
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
        <location line="+40"/>
        <source>Click to resolve this issue.</source>
        <translation>Klicken, um hier einen Beschluss zu fassen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.</source>
        <translation>Der Stapel: Die A-Karten liegen auf den B-Karten. Ist er leer und liegen nur noch 4 Projekte aus, geht das Spiel auf sein Ende zu.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/pieces.py" line="+118"/>
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
        <location line="+68"/>
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
        <location line="+128"/>
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
        <location filename="../desktop_app/games/councils/scene/names.py" line="-57"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="+3"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/items.py" line="-88"/>
        <source>no employees</source>
        <translation>keine Angestellten</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/panel.py" line="+11"/>
        <source>none free</source>
        <translation>keiner frei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>box</source>
        <translation>Box</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/items.py" line="+153"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+31"/>
        <source>%1 council</source>
        <translation>Rat %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="-157"/>
        <source>Build %1 (%2)</source>
        <translation>%1 bauen (%2)</translation>
    </message>
</context>
</TS>
