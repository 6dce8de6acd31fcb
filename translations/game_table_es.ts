<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Announce</name>
    <message>
        <location filename="../desktop_app/ui/announce_texts.py" line="+28"/>
        <source>Month %1</source>
        <translation>Mes %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Month %1 is over: month %2 begins</source>
        <translation>El mes %1 ha terminado: empieza el mes %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1 is over: round %2 begins</source>
        <translation>La ronda %1 ha terminado: empieza la ronda %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn %1 is over: turn %2 begins</source>
        <translation>El turno %1 ha terminado: empieza el turno %2</translation>
    </message>
</context>
<context>
    <name>AreaZoom</name>
    <message>
        <location filename="../desktop_app/ui/area_zoom.py" line="+63"/>
        <source>Click anywhere or press Esc to close</source>
        <translation>Haz clic en cualquier sitio o pulsa Esc para cerrar</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Click to see this area enlarged</source>
        <translation>Haz clic para ver esta zona ampliada</translation>
    </message>
</context>
<context>
    <name>CampaignTrailHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/campaign_trail/scene/hint_texts.py" line="+19"/>
        <location line="+6"/>
        <source>about %n more expected electoral vote(s) for your party</source>
        <translation>
            <numerusform>alrededor de %n voto electoral esperado más para tu partido</numerusform>
            <numerusform>alrededor de %n votos electorales esperados más para tu partido</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>the best use of %1 for your party now</source>
        <translation>el mejor uso de %1 para tu partido ahora</translation>
    </message>
</context>
<context>
    <name>CampaignTrailMap</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/scene_map_panel.py" line="+105"/>
        <source>Point at a state or move to it with the arrow keys</source>
        <translation>Señala un estado o ve a él con las flechas del teclado</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/scene_map_texts.py" line="+22"/>
        <source>Democrat</source>
        <translation>Demócratas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republican</source>
        <translation>Republicanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarian</source>
        <translation>Libertarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verdes</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>%n electoral vote(s)</source>
        <translation>
            <numerusform>%n voto electoral</numerusform>
            <numerusform>%n votos electorales</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody controls it yet</source>
        <translation>Nadie lo controla todavía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held by %1 on the tiebreak order</source>
        <translation>En manos de %1 por el orden de desempate</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Held by %1, ahead by %n voter(s)</source>
        <translation>
            <numerusform>En manos de %1, con %n votante de ventaja</numerusform>
            <numerusform>En manos de %1, con %n votantes de ventaja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n voter(s)</source>
        <translation>
            <numerusform>%1: %n votante</numerusform>
            <numerusform>%1: %n votantes</numerusform>
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
        <translation>%1 hace campaña en %3; tu candidato está en %2. Viaja allí primero.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 can go onto a debate topic only during a debate.</source>
        <translation>%1 solo puede ir a un tema de debate durante un debate.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 cannot be skipped now: skip states in the card&apos;s order and place the voters you can.</source>
        <translation>%1 no se puede saltar ahora: salta estados en el orden de la carta y coloca los votantes que puedas.</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>%1 cannot put ongoing cards in play.</source>
        <translation>%1 no puede poner en juego cartas permanentes.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 does not answer what just happened, or its condition is not met.</source>
        <translation>%1 no responde a lo que acaba de ocurrir, o no se cumple su condición.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no %2 box.</source>
        <translation>%1 no tiene casilla de «%2».</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 has no debate icon for %2.</source>
        <translation>%1 no tiene icono de debate para %2.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 has no debate icon for any topic of this debate.</source>
        <translation>%1 no tiene icono de debate para ningún tema de este debate.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>%1 has no response box.</source>
        <translation>%1 no tiene casilla de respuesta.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1 is %2 steps away; this card travels up to %3.</source>
        <translation>%1 está a %2 pasos; esta carta viaja hasta %3.</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>%1 is a dirty trick, and Dirty Politics is not in this game.</source>
        <translation>%1 es un juego sucio, y Política Sucia no está en esta partida.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 is a response: it is played when the table asks, not on your turn.</source>
        <translation>%1 es una respuesta: se juega cuando la mesa pregunta, no en tu turno.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 is a response: play it when the table asks whether you respond. That moment has passed.</source>
        <translation>%1 es una respuesta: juégala cuando la mesa pregunte si respondes. Ese momento ya pasó.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>%1 is not a choice of this step.</source>
        <translation>%1 no es una opción de este paso.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 is not a topic of this debate.</source>
        <translation>%1 no es un tema de este debate.</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 no está en tu mano.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>%1 is not one of the campaign states of %2.</source>
        <translation>%1 no es uno de los estados de campaña de %2.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 may not debate %2.</source>
        <translation>%1 no puede debatir sobre %2.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 needs a free region token; none is left.</source>
        <translation>%1 necesita una ficha de región libre; no queda ninguna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs another card in your hand to lay face down.</source>
        <translation>%1 necesita otra carta en tu mano para ponerla boca abajo.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 never plays dirty tricks.</source>
        <translation>%1 nunca juega sucio.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 travels by land, and no state borders your candidate&apos;s state.</source>
        <translation>%1 viaja por tierra, y ningún estado limita con el de tu candidato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advertising costs %1 per issue; your party has %2.</source>
        <translation>La publicidad cuesta %1 por tema; tu partido tiene %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Campaigning costs %1; your party has %2.</source>
        <translation>Hacer campaña cuesta %1; tu partido tiene %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>During a debate a card goes onto a debate topic, not into an action box.</source>
        <translation>Durante un debate una carta va a un tema del debate, no a una casilla de acción.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Each politick costs you %1; your party has %2.</source>
        <translation>Cada acción política te cuesta %1; tu partido tiene %2.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Every player keeps a candidate first; the others are still choosing.</source>
        <translation>Primero cada jugador se queda con un candidato; los demás aún están eligiendo.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>First finish the step the table is asking for.</source>
        <translation>Primero termina el paso que pide la mesa.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>First keep one of your two candidates.</source>
        <translation>Primero quédate con uno de tus dos candidatos.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>It is the %1 candidate&apos;s turn; wait for yours.</source>
        <translation>Es el turno del candidato %1; espera el tuyo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep one of the two candidate cards you were dealt.</source>
        <translation>Quédate con una de las dos cartas de candidato que recibiste.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Momentum needs a second card whose travel, fundraise or register box you can use now.</source>
        <translation>Impulso necesita una segunda carta cuya casilla de viajar, recaudar o registrar puedas usar ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No opposing candidate holds a card you may look at.</source>
        <translation>Ningún candidato rival tiene una carta que puedas mirar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No opposing party you may smear has voters in %1.</source>
        <translation>Ningún partido rival que puedas difamar tiene votantes en %1.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Only a plane reaches %1.</source>
        <translation>Solo un avión llega a %1.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Outside %1 the Regional Power pays a surcharge your party cannot cover.</source>
        <translation>Fuera de %1 el Poder Regional paga un recargo que tu partido no puede cubrir.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>That is not a state.</source>
        <translation>Eso no es un estado.</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>The election is over.</source>
        <translation>La elección ha terminado.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The plane costs %1; your party has %2.</source>
        <translation>El avión cuesta %1; tu partido tiene %2.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Virtual Campaigning needs a second card whose campaign you can pay for.</source>
        <translation>Campaña Virtual necesita una segunda carta cuya campaña puedas pagar.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>With the claimed rate, every voter goes to a state of %1.</source>
        <translation>Con la tarifa reclamada, cada votante va a un estado de %1.</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>You have played your card this turn; trade with your running mate or end the turn.</source>
        <translation>Ya jugaste tu carta este turno; intercambia con tu compañero de fórmula o termina el turno.</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Your candidate is already in %1.</source>
        <translation>Tu candidato ya está en %1.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Your party has no voters on the map that could move to a neighbouring state.</source>
        <translation>Tu partido no tiene votantes en el mapa que puedan pasar a un estado vecino.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your party is behind in no state of %1.</source>
        <translation>Tu partido no va por detrás en ningún estado de %1.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your party is behind in no state.</source>
        <translation>Tu partido no va por detrás en ningún estado.</translation>
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
        <translation>California</translation>
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
        <translation>Distrito de Columbia</translation>
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
        <translation>Hawái</translation>
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
        <translation>Luisiana</translation>
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
        <translation>Míchigan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minnesota</source>
        <translation>Minnesota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missouri</source>
        <translation>Misuri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mississippi</source>
        <translation>Misisipi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Carolina</source>
        <translation>Carolina del Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Dakota</source>
        <translation>Dakota del Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nebraska</source>
        <translation>Nebraska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Hampshire</source>
        <translation>Nuevo Hampshire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Jersey</source>
        <translation>Nueva Jersey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Mexico</source>
        <translation>Nuevo México</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nevada</source>
        <translation>Nevada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New York</source>
        <translation>Nueva York</translation>
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
        <translation>Oregón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pennsylvania</source>
        <translation>Pensilvania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhode Island</source>
        <translation>Rhode Island</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Carolina</source>
        <translation>Carolina del Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Dakota</source>
        <translation>Dakota del Sur</translation>
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
        <translation>Virginia Occidental</translation>
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
        <translation>%1: empieza con %2 M$ y %3 votantes registrados; influencia: %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card %1 (%2, %3)</source>
        <translation>carta %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>card %1 (%2)</source>
        <translation>carta %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a politick card just declared</source>
        <translation>una carta de politiqueo recién declarada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an advertise action just declared</source>
        <translation>una acción de publicidad recién declarada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a campaign action just declared</source>
        <translation>una acción de campaña recién declarada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voters just placed</source>
        <translation>los votantes recién colocados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn that begins</source>
        <translation>el turno que empieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the debate that ended</source>
        <translation>el debate que terminó</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put the token of %1 on the card</source>
        <translation>Poner la ficha de %1 sobre la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet on %1</source>
        <translation>Apostar por %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim the rate of %1</source>
        <translation>Reclamar la tarifa de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your region: %1</source>
        <translation>Tu región: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region %1</source>
        <translation>Región %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n votante</numerusform>
            <numerusform>%n votantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep %1</source>
        <translation>Quedarse con %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong Base: also %1</source>
        <translation>Base sólida: además %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 for no action</source>
        <translation>Jugar %1 sin acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Home state: %1</source>
        <translation>Estado natal: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Travel to %1</source>
        <translation>Viajar a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip %1</source>
        <translation>Omitir %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a voter in %1</source>
        <translation>Colocar un votante en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid Response in %1</source>
        <translation>Respuesta rápida en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endorsement in %1</source>
        <translation>Respaldo en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear in %1</source>
        <translation>Difamación en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Out the Vote in %1</source>
        <translation>Movilización del voto en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move a voter away from %1</source>
        <translation>Sacar un votante de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the voter to %1</source>
        <translation>Mover el votante a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Collaboration in %1</source>
        <translation>Colaboración del partido en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a voter of yours in %1</source>
        <translation>Colocar un votante tuyo en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even the score in %1</source>
        <translation>Igualar el marcador en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move a committed voter from %1</source>
        <translation>Mover un votante comprometido desde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whistle Stop voter in %1</source>
        <translation>Votante de parada de campaña en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No voters for this issue in %1</source>
        <translation>Sin votantes de este tema en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move out to %1</source>
        <translation>Salir a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to %1</source>
        <translation>Ir a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit a registered voter in %1</source>
        <translation>Colocar un votante registrado en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+35"/>
        <source>Choose %1</source>
        <translation>Elegir %1</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Drop %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertise on %1</source>
        <translation>Publicidad sobre %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collaborate with the %1 party</source>
        <translation>Colaborar con el partido %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smear the %1 party</source>
        <translation>Difamar al partido %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Negative ad against the %1 party</source>
        <translation>Anuncio negativo contra el partido %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trade cards with %1</source>
        <translation>Intercambiar cartas con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Research %1&apos;s hand</source>
        <translation>Investigar la mano de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade cards with %1 wherever you both are</source>
        <translation>Intercambiar cartas con %1 estéis donde estéis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes first</source>
        <translation>%1 va primero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give %1 to your running mate</source>
        <translation>Dar %1 a tu compañero de fórmula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take %1</source>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give back %1</source>
        <translation>Devolver %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide %1 face down</source>
        <translation>Esconder %1 boca abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve %1 now</source>
        <translation>Resolver %1 ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1 to draw anew</source>
        <translation>Descartar %1 para robar de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign virtually with %1</source>
        <translation>Campaña virtual con %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give %1 back</source>
        <translation>Devolver %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set aside %1 on the ballot</source>
        <translation>Apartar %1 en el voto por correo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1</source>
        <translation>Colocar %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Issue of influence: start higher on %1</source>
        <translation>Tema de influencia: empezar más arriba en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start bonus on %1</source>
        <translation>Bonificación inicial en %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go negative</source>
        <translation>Hacer campaña negativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay positive</source>
        <translation>Seguir en positivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Respond: %1 (card %2)</source>
        <translation>Responder: %1 (carta %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Respond with %1</source>
        <translation>Responder con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debate: %1 on %2</source>
        <translation>Debate: %1 en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap %1 for a new card</source>
        <translation>Cambiar %1 por una carta nueva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take a random card from %1</source>
        <translation>Tomar una carta al azar de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay the surcharge with registered voters</source>
        <translation>Pagar el recargo con votantes inscritos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the surcharge in money</source>
        <translation>Pagar el recargo en dinero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not respond</source>
        <translation>No responder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the debate</source>
        <translation>Abandonar el debate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign at the usual rate</source>
        <translation>Hacer campaña a la tarifa habitual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the pawn</source>
        <translation>Mover el peón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Whistle Stop voter</source>
        <translation>Sin votante de parada de campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the issue start for later</source>
        <translation>Guardar la ventaja del tema para más tarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No voter there</source>
        <translation>Ningún votante allí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give no more cards</source>
        <translation>No dar más cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done choosing issues</source>
        <translation>Temas elegidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip no more states of this issue</source>
        <translation>No omitir más estados de este tema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop no more issues</source>
        <translation>No quitar más temas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear no more states</source>
        <translation>No difamar más estados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No second card</source>
        <translation>Sin segunda carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside no more voters</source>
        <translation>No apartar más votantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move no more voters</source>
        <translation>No mover más votantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place no more voters</source>
        <translation>No colocar más votantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even no more states</source>
        <translation>No igualar más estados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done exchanging</source>
        <translation>Terminar el intercambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No further action</source>
        <translation>Ninguna acción más</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/campaign_trail/scene/card_strip.py" line="+47"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n más</numerusform>
            <numerusform>+%n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n tema</numerusform>
            <numerusform>%n temas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop_app/games/campaign_trail/scene/cards.py" line="+79"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Card %1 · %2</source>
        <translation>Carta %1 · %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/cards.py" line="+1"/>
        <source>or plane</source>
        <translation>o avión</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>+%n voter(s)</source>
        <translation>
            <numerusform>+%n votante</numerusform>
            <numerusform>+%n votantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+142"/>
        <location line="+192"/>
        <source>Play for no action</source>
        <translation>Jugar sin acción</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/furniture.py" line="+138"/>
        <source>%1 party: %2 electoral votes</source>
        <translation>Partido %1: %2 votos electorales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money %1, registered %2, undecided %3, committed %4</source>
        <translation>Dinero %1, registrados %2, indecisos %3, comprometidos %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %3 cards in hand</source>
        <translation>%1: %2, %3 cartas en la mano</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+172"/>
        <source>%1 EV</source>
        <translation>%1 VE</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Committed</source>
        <translation>Comprom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered</source>
        <translation>Registrados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undecided</source>
        <translation>Indecisos</translation>
    </message>
    <message>
        <location line="+148"/>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>candidate secret</source>
        <translation>candidato secreto</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>%1: %2 of %3 electoral votes</source>
        <translation>%1: %2 de %3 votos electorales</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>EV: %1 to win</source>
        <translation>VE: %1 para ganar</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/month_decks.py" line="+86"/>
        <source>%1: %2 cards left</source>
        <translation>%1: quedan %2 cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 Breaking News cards in or set aside for its pile</source>
        <translation>%1: %2 noticias de última hora en su mazo o apartadas para él</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+29"/>
        <source>Free tokens</source>
        <translation>Fichas libres</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/furniture.py" line="+170"/>
        <source>Debate %1 in %2</source>
        <translation>Debate %1 en %2</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+68"/>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+68"/>
        <source>%1 of %2 cards</source>
        <translation>%1 de %2 cartas</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/gestures.py" line="+112"/>
        <source>Put the card back</source>
        <translation>Devolver la carta</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/prompts.py" line="+21"/>
        <source>$%1M</source>
        <translation>%1 M$</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the candidate you keep (the other goes back unseen)</source>
        <translation>Elige el candidato que te quedas (el otro se devuelve sin mostrarlo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting…</source>
        <translation>Esperando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1: %2 with card %3</source>
        <translation>Esperando a %1: %2 con la carta %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The election is over</source>
        <translation>La elección ha terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day is over: %1 won the White House</source>
        <translation>El día de las elecciones ha terminado: %1 gana la Casa Blanca</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s %2 (card %3): respond to %4, or pass</source>
        <translation>%2 de %1 (carta %3): responde a %4 o pasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Respond to %1, or pass</source>
        <translation>Responde a %1 o pasa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose your home state: click a highlighted state</source>
        <translation>Elige tu estado natal: haz clic en un estado resaltado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which of your party&apos;s candidates goes first</source>
        <translation>Elige qué candidato de tu partido va primero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click an action box on one of your cards</source>
        <translation>Tu turno: haz clic en una casilla de acción de una de tus cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade cards with your running mate, or end the turn</source>
        <translation>Intercambia cartas con tu compañero de fórmula o termina el turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a card to give it to your running mate, or give no more</source>
        <translation>Haz clic en una carta para dársela a tu compañero de fórmula, o no des más</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving the Base: click the highlighted state your voter from %1 moves to</source>
        <translation>Mover la base: haz clic en el estado resaltado al que se muda tu votante de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Travel: drag your pawn to a highlighted state (or click the state)</source>
        <translation>Viajar: arrastra tu peón a un estado resaltado (o haz clic en el estado)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advertise: choose issues in card order, %1 each</source>
        <translation>Publicidad: elige temas en el orden de la carta, %1 cada uno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chosen: %1, cost %2</source>
        <translation>elegidos: %1, coste %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Advertise positively (add voters) or negatively (remove an opponent&apos;s)?</source>
        <translation>¿Publicidad positiva (añade votantes) o negativa (quita los de un rival)?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Negative ad on %1: whose voters does it remove?</source>
        <translation>Anuncio negativo sobre %1: ¿a quién le quita votantes?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop issues from the advertise action</source>
        <translation>Quita temas de la acción de publicidad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too few registered voters: click the states this issue skips, in order</source>
        <translation>Faltan votantes registrados: haz clic, en orden, en los estados que omite este tema</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Campaign: drag or click %n more voter(s) onto highlighted states</source>
        <translation>
            <numerusform>Campaña: arrastra o haz clic para poner %n votante más en estados resaltados</numerusform>
            <numerusform>Campaña: arrastra o haz clic para poner %n votantes más en estados resaltados</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rapid Response: click a state where voters were just placed</source>
        <translation>Respuesta rápida: haz clic en un estado donde se acaban de colocar votantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rapid Response: how many of your voters go there?</source>
        <translation>Respuesta rápida: ¿cuántos de tus votantes van allí?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endorsement: click a state of your region</source>
        <translation>Respaldo: haz clic en un estado de tu región</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Town Hall Meeting: how many voters in your pawn&apos;s state?</source>
        <translation>Asamblea vecinal: ¿cuántos votantes en el estado de tu peón?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Momentum: click a support box of a second card</source>
        <translation>Impulso: haz clic en una casilla de apoyo de una segunda carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: whose hand do you look at?</source>
        <translation>Investigación de la oposición: ¿qué mano miras?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: take one card from that hand</source>
        <translation>Investigación de la oposición: toma una carta de esa mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposition Research: give one of your cards back</source>
        <translation>Investigación de la oposición: devuelve una de tus cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smear Campaign: choose the party to smear</source>
        <translation>Campaña de difamación: elige el partido</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Smear Campaign: click up to %n state(s) of your region</source>
        <translation>
            <numerusform>Campaña de difamación: haz clic en hasta %n estado de tu región</numerusform>
            <numerusform>Campaña de difamación: haz clic en hasta %n estados de tu región</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose a hand card to hide face down</source>
        <translation>%1: elige una carta de tu mano para esconderla boca abajo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Debate start bonus: choose a topic to move %n space(s)</source>
        <translation>
            <numerusform>Bonificación inicial del debate: elige un tema para avanzar %n casilla</numerusform>
            <numerusform>Bonificación inicial del debate: elige un tema para avanzar %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Debate: drag a card onto a topic it matches (or click card, then topic), or leave</source>
        <translation>Debate: arrastra una carta a un tema que encaje (o clic en carta y luego en tema), o abandona</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Election Day: choose which of your cards resolves next</source>
        <translation>Día de las elecciones: elige qué carta tuya se resuelve a continuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Get Out the Vote: click a state where you are tied for the lead</source>
        <translation>Movilización del voto: haz clic en un estado donde empatas en cabeza</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make your choice</source>
        <translation>Haz tu elección</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: put a free region token on the card (click a state of the region)</source>
        <translation>%1: pon una ficha de región libre sobre la carta (haz clic en un estado de la región)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Regional Power: choose your region (click a state of it, or its button)</source>
        <translation>El poder regional: elige tu región (haz clic en uno de sus estados o en su botón)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predictable Outcome: bet, face down, on the region where this turn ends</source>
        <translation>Resultado previsible: apuesta, boca abajo, por la región donde termina este turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regional Influence: claim its rate (every voter in that region) or campaign as usual</source>
        <translation>Influencia regional: reclama su tarifa (todos los votantes en esa región) o haz campaña como siempre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Absentee Ballot: how many registered voters do you set aside for Election Day?</source>
        <translation>Voto por correo: ¿cuántos votantes inscritos apartas para el día de las elecciones?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Relocation: click a state to move one of your voters from (%n move(s) left)</source>
        <translation>
            <numerusform>Traslado: haz clic en un estado del que sale uno de tus votantes (queda %n movimiento)</numerusform>
            <numerusform>Traslado: haz clic en un estado del que sale uno de tus votantes (quedan %n movimientos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relocation: click the neighbour of %1 the voter moves to</source>
        <translation>Traslado: haz clic en el estado vecino de %1 al que va el votante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Party Collaboration: click a state where your party trails</source>
        <translation>Colaboración del partido: haz clic en un estado donde tu partido va por detrás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Party Collaboration: choose the opponent party that places voters too</source>
        <translation>Colaboración del partido: elige el partido rival que también coloca votantes</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Party Collaboration: place up to %n voter(s) in the region of %1</source>
        <translation>
            <numerusform>Colaboración del partido: coloca hasta %n votante en la región de %1</numerusform>
            <numerusform>Colaboración del partido: coloca hasta %n votantes en la región de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Even the Score: click up to %n state(s) of your region where you trail</source>
        <translation>
            <numerusform>Igualar el marcador: haz clic en hasta %n estado de tu región donde vas por detrás</numerusform>
            <numerusform>Igualar el marcador: haz clic en hasta %n estados de tu región donde vas por detrás</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange Ideas: click cards to discard and draw anew, or trade with your running mate</source>
        <translation>Intercambiar ideas: haz clic en cartas para descartarlas y robar de nuevo, o intercambia con tu compañero de fórmula</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Virtual Campaigning: click the card whose campaign you run</source>
        <translation>Campaña virtual: haz clic en la carta cuya campaña realizas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moving the Base: move your pawn, or click a state to move a committed voter from</source>
        <translation>Mover la base: mueve tu peón o haz clic en un estado del que sale un votante comprometido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whistle Stop: place a registered voter in %1?</source>
        <translation>Parada de campaña: ¿colocar un votante inscrito en %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: take another support action of the card, or stop</source>
        <translation>Base sólida: realiza otra acción de apoyo de la carta, o para</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Limited Reach: click a state where this advertising places no voters</source>
        <translation>Alcance limitado: haz clic en un estado donde esta publicidad no coloca votantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Regional Power&apos;s region: pay the surcharge in money or in registered voters</source>
        <translation>Región del poder regional: paga el recargo en dinero o en votantes inscritos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Dirty Candidate: click a card of your hand to give back</source>
        <translation>El candidato sin escrúpulos: haz clic en una carta de tu mano para devolverla</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Issue of influence: once per game, start %n space(s) higher on a topic</source>
        <translation>
            <numerusform>Tema de influencia: una vez por partida, empieza %n casilla más arriba en un tema</numerusform>
            <numerusform>Tema de influencia: una vez por partida, empieza %n casillas más arriba en un tema</numerusform>
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
        <translation>Región propia ◆ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Absentee Ballot: %n voter(s) set aside</source>
        <translation>
            <numerusform>Voto por correo: %n votante apartado</numerusform>
            <numerusform>Voto por correo: %n votantes apartados</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Predictable Outcome bet ◆ %1</source>
        <translation>Apuesta de Resultado previsible ◆ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predictable Outcome bet ◆ hidden</source>
        <translation>Apuesta de Resultado previsible ◆ oculta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Free region tokens: %1</source>
        <translation>Fichas de región libres: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_banner.py" line="+64"/>
        <source>No Breaking News yet</source>
        <translation>Aún no hay noticias de última hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 set-aside cards are shuffled into the %2 deck.</source>
        <translation>%1 cartas apartadas están barajadas en el mazo de %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card reconstructed for this app (see Help).</source>
        <translation>Carta reconstruida para esta aplicación (ver Ayuda).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BREAKING NEWS</source>
        <translation>ÚLTIMA HORA</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NEWS</source>
        <translation>NOTICIAS</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_texts.py" line="+91"/>
        <source>“%1”: your pawn must leave the closed state; click a highlighted state</source>
        <translation>«%1»: tu peón debe salir del estado cerrado; haz clic en un estado resaltado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1”: move to one of your party&apos;s ethically minded states (click one)</source>
        <translation>«%1»: ve a un estado de conciencia ética de tu partido (haz clic en uno)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1”: commit 1 registered voter in %2? Click the state, or decline</source>
        <translation>«%1»: ¿colocar 1 votante registrado en %2? Haz clic en el estado o recházalo</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_panel.py" line="+102"/>
        <source>+%1 now</source>
        <translation>+%1 ahora</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Election Day (%1 column)</source>
        <translation>Día de la elección (columna %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left column</source>
        <translation>Columna izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right column</source>
        <translation>Columna derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your party&apos;s Exit Poll and State Returns cards: only your party sees them. Hover a card for its goal and tiers.</source>
        <translation>Las cartas de Exit Poll y State Returns de tu partido: solo tu partido las ve. Pasa el puntero sobre una carta para ver su objetivo y niveles.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Hidden: %1 Exit Poll, %2 Returns</source>
        <translation>Ocultas: %1 Exit Poll, %2 Returns</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Exit Polls:</source>
        <translation>Exit Polls:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others&apos; cards:</source>
        <translation>Cartas de los demás:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Others:</source>
        <translation>Otros:</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+13"/>
        <source>tier %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Exit Poll “%1”:</source>
        <translation>Exit Poll «%1»:</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <source>tier %1, +%2 voters</source>
        <translation>nivel %1, +%2 votantes</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>no tier</source>
        <translation>sin nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day cards (hidden):</source>
        <translation>Cartas del día de la elección (ocultas):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Exit Poll, %2 State Returns</source>
        <translation>%1 Exit Poll, %2 State Returns</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_words.py" line="+98"/>
        <source>%1 %2: +%3 voters</source>
        <translation>%1 %2: +%3 votantes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now: %1 · tiers %2</source>
        <translation>Ahora: %1 · niveles %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier %1 reached now: %2 voters on Election Day</source>
        <translation>Nivel %1 alcanzado ahora: %2 votantes el día de la elección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tier reached yet</source>
        <translation>Aún sin nivel alcanzado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>State Returns: your Election Day reward goes to %1</source>
        <translation>State Returns: tu recompensa del día de la elección va a %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Election Day cards: click the State Returns card your party discards face down</source>
        <translation>Cartas del día de la elección: haz clic en la carta de State Returns que tu partido descarta boca abajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Election Day cards: click the Exit Poll card your party discards face down</source>
        <translation>Cartas del día de la elección: haz clic en la carta de Exit Poll que tu partido descarta boca abajo</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Election Day: drag or click %n reward voter(s) onto your State Returns states</source>
        <translation>
            <numerusform>Día de la elección: arrastra o haz clic para poner %n votante de recompensa en tus estados de State Returns</numerusform>
            <numerusform>Día de la elección: arrastra o haz clic para poner %n votantes de recompensa en tus estados de State Returns</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
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
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Show the hand of %1 (%2)</source>
        <translation>Mostrar la mano de %1 (%2)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
</context>
<context>
    <name>CopernicoConfirm</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/confirming.py" line="+27"/>
        <source>Place %1 on %2 and pay %3</source>
        <translation>Colocar %1 en %2 y pagar con %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulate %2 with %1 and pay %3</source>
        <translation>Reformular %2 con %1 y pagar con %3</translation>
    </message>
</context>
<context>
    <name>CopernicoHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/copernico/scene/hint_texts.py" line="+16"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keeps %1, the card your table can use best</source>
        <translation>se queda %1, la carta que mejor aprovecha tu mesa</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>draws 2 cards to the %n you hold: more to place and pay with next turn</source>
        <translation>
            <numerusform>roba 2 cartas para sumar a la %n que tienes: más para colocar y pagar el próximo turno</numerusform>
            <numerusform>roba 2 cartas para sumar a las %n que tienes: más para colocar y pagar el próximo turno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shows you an advice card before the game ends</source>
        <translation>te muestra una carta de consejo antes de que acabe la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of the cards that can pay, the one your table needs least</source>
        <translation>de las cartas que pueden pagar, la que menos necesita tu mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fulfils your hypothesis and costs %1</source>
        <translation>cumple tu hipótesis y cuesta %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes %n scoring line(s) and costs %1</source>
        <translation>
            <numerusform>completa %n línea que puntúa y cuesta %1</numerusform>
            <numerusform>completa %n líneas que puntúan y cuesta %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>adds %n quality point(s) to your table and costs %1</source>
        <translation>
            <numerusform>suma %n punto de calidad a tu mesa y cuesta %1</numerusform>
            <numerusform>suma %n puntos de calidad a tu mesa y cuesta %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>builds towards a scoring line and costs %1</source>
        <translation>avanza hacia una línea que puntúa y cuesta %1</translation>
    </message>
</context>
<context>
    <name>CopernicoRefusal</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/refusal_texts.py" line="+16"/>
        <source>You have chosen your action for this turn; the others are still choosing.</source>
        <translation>Ya has elegido tu acción de este turno; los demás aún están eligiendo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have shared out your cards; the others are still choosing.</source>
        <translation>Ya has repartido tus cartas; los demás aún están eligiendo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards are shared out only while looking at the sky, at the start of a turn.</source>
        <translation>Las cartas solo se reparten al mirar el cielo, al comienzo de un turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card you drew needs exactly one role: keep, pass left, pass right or discard.</source>
        <translation>Cada carta robada necesita exactamente un papel: quedártela, pasarla a la izquierda, a la derecha o descartarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may ask Copernicus only after completing a new line of one colour.</source>
        <translation>Solo puedes consultar a Copérnico después de completar una nueva línea de un color.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are only two Advice cards to look at.</source>
        <translation>Solo hay dos cartas de Consejo para mirar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First share out the cards you drew; cards are placed after the draft.</source>
        <translation>Primero reparte las cartas robadas; se colocan cartas después del reparto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First look at the Advice card your new line earned.</source>
        <translation>Primero mira la carta de Consejo que te ha dado tu nueva línea.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First pay for the card you chose.</source>
        <translation>Primero paga la carta que has elegido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no resting in the solo game.</source>
        <translation>En la partida en solitario no se descansa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table has positions 1 to 9 only.</source>
        <translation>Tu mesa solo tiene las posiciones 1 a 9.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 no está en tu mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card stays where it is for the rest of the game.</source>
        <translation>Una carta boca abajo se queda donde está el resto de la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position %1 already holds a card.</source>
        <translation>La posición %1 ya tiene una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card goes face down only when you cannot pay for any card in your hand.</source>
        <translation>Una carta solo se coloca boca abajo cuando no puedes pagar ninguna carta de tu mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position %1 is empty: place a card there instead of reformulating.</source>
        <translation>La posición %1 está vacía: coloca allí una carta en lugar de reformular.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 costs %2 cards to discard; you have %3 other cards in hand.</source>
        <translation>%1 cuesta descartar %2 cartas; tienes %3 cartas más en la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the solo game a placed card stays: there is no reformulating.</source>
        <translation>En solitario una carta colocada se queda: no se reformula.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulating needs a card that costs more than %1 (%2); %3 costs %4.</source>
        <translation>Reformular necesita una carta que cueste más que %1 (%2); %3 cuesta %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replacing %1 with %2 costs %3 cards; you have %4 other cards in hand.</source>
        <translation>Sustituir %1 por %2 cuesta %3 cartas; tienes %4 cartas más en la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to pay.</source>
        <translation>No queda nada por pagar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is the card being placed; it cannot pay for itself.</source>
        <translation>%1 es la carta que se coloca; no puede pagarse a sí misma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards are paid in hand order; choose the cards, then confirm.</source>
        <translation>Se paga en el orden de la mano; elige las cartas y luego confirma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 more cards must be paid; this choice would leave too few.</source>
        <translation>Faltan por pagar %1 cartas; esta elección dejaría demasiado pocas.</translation>
    </message>
</context>
<context>
    <name>CopycatHint</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene/hint_texts.py" line="+18"/>
        <source>the best trade of turn order against the card you give up</source>
        <translation>el mejor cambio de orden de turno por la carta que entregas</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+35"/>
        <source>takes this office before the others can</source>
        <translation>ocupa esta oficina antes que los demás</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>the card your deck gains most from</source>
        <translation>la carta con la que más gana tu mazo</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>adds %n VP to this turn</source>
        <translation>
            <numerusform>suma %n PV a este turno</numerusform>
            <numerusform>suma %n PV a este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>adds %n coin(s) to this turn</source>
        <translation>
            <numerusform>suma %n moneda a este turno</numerusform>
            <numerusform>suma %n monedas a este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>adds %n purchase(s) to this turn</source>
        <translation>
            <numerusform>suma %n compra a este turno</numerusform>
            <numerusform>suma %n compras a este turno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does the most for this turn of what you can do now</source>
        <translation>lo que más aporta a este turno de lo que puedes hacer ahora</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>takes the %n victory point marker(s) lying there</source>
        <translation>
            <numerusform>se lleva el marcador de puntos de victoria que hay allí</numerusform>
            <numerusform>se lleva los %n marcadores de puntos de victoria que hay allí</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last empty office of its kind</source>
        <translation>la última oficina libre de su tipo</translation>
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
            <numerusform>%n PV al puntuar la ronda</numerusform>
            <numerusform>%n PV al puntuar la ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n more card(s) to play this round</source>
        <translation>
            <numerusform>%n carta más para jugar esta ronda</numerusform>
            <numerusform>%n cartas más para jugar esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>trades up to %n weak card(s) for fresh ones</source>
        <translation>
            <numerusform>cambia hasta %n carta débil por una nueva</numerusform>
            <numerusform>cambia hasta %n cartas débiles por otras nuevas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>thins your deck by up to %n card(s), a coin each</source>
        <translation>
            <numerusform>aligera tu mazo en hasta %n carta, una moneda cada una</numerusform>
            <numerusform>aligera tu mazo en hasta %n cartas, una moneda cada una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more coin(s) for your purchases this round</source>
        <translation>
            <numerusform>%n moneda más para tus compras esta ronda</numerusform>
            <numerusform>%n monedas más para tus compras esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more purchase(s) this round</source>
        <translation>
            <numerusform>%n compra más esta ronda</numerusform>
            <numerusform>%n compras más esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n VP more this round, by the computer&apos;s estimate</source>
        <translation>
            <numerusform>unos %n PV más esta ronda, según la estimación del ordenador</numerusform>
            <numerusform>unos %n PV más esta ronda, según la estimación del ordenador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1, worth about %n VP by the computer&apos;s estimate</source>
        <translation>
            <numerusform>%1, que vale unos %n PV según la estimación del ordenador</numerusform>
            <numerusform>%1, que vale unos %n PV según la estimación del ordenador</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopycatRefusal</name>
    <message>
        <location filename="../desktop_app/games/copycat/scene/refusal_texts.py" line="+20"/>
        <source>You have laid your bid; the others are still bidding.</source>
        <translation>Ya has hecho tu puja; los demás aún están pujando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First finish the choice the last action asked for.</source>
        <translation>Primero termina la elección que pidió la última acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First bid a card for the turn order.</source>
        <translation>Primero puja una carta por el orden de turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards are bid only at the start of a round.</source>
        <translation>Solo se pujan cartas al comienzo de una ronda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in your hand.</source>
        <translation>%1 no está en tu mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workers are placed in the action phase only.</source>
        <translation>Los trabajadores solo se colocan en la fase de acciones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That office is not on the board.</source>
        <translation>Esa oficina no está en el tablero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have placed this turn&apos;s worker; more only come from cards and offices, or next turn.</source>
        <translation>Ya has colocado el trabajador de este turno; más solo con cartas y oficinas, o en el turno siguiente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All your workers are on the board.</source>
        <translation>Todos tus trabajadores están en el tablero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already holds two workers.</source>
        <translation>%1 ya tiene dos trabajadores.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your own worker stands in %1; elbows only push in beside another player.</source>
        <translation>Tu propio trabajador está en %1; los codazos solo sirven junto a otro jugador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is taken; only an elbows card lets a worker join another player&apos;s.</source>
        <translation>%1 está ocupada; solo una carta de codazos deja unirse al trabajador de otro jugador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards are played before the purchases; you are buying now.</source>
        <translation>Las cartas se juegan antes de las compras; ahora estás comprando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 works in the buying phase, not now.</source>
        <translation>%1 funciona en la fase de compra, no ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has nothing to act on now.</source>
        <translation>%1 no tiene ahora sobre qué actuar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no worker in %1.</source>
        <translation>No tienes ningún trabajador en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has been used this round.</source>
        <translation>%1 ya se ha usado esta ronda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gives its purchases in the purchase step.</source>
        <translation>%1 da sus compras en el paso de compra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be used now.</source>
        <translation>%1 no se puede usar ahora.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards are bought in the buying phase.</source>
        <translation>Las cartas se compran en la fase de compra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no card on that space.</source>
        <translation>No hay ninguna carta en esa casilla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not for sale.</source>
        <translation>%1 no está a la venta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no purchase left this turn.</source>
        <translation>No te quedan compras este turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have %1 coins; %3 costs %2 here.</source>
        <translation>Tienes %1 monedas; %3 cuesta %2 aquí.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>First play all your cards, then go to the purchases.</source>
        <translation>Primero juega todas tus cartas y luego pasa a las compras.</translation>
    </message>
</context>
<context>
    <name>CouncilsHint</name>
    <message numerus="yes">
        <location filename="../desktop_app/games/councils/scene/hint_texts.py" line="+18"/>
        <source>scores %n VP now</source>
        <translation>
            <numerusform>suma ahora %n PV</numerusform>
            <numerusform>suma ahora %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>resolves the issue of %1 for %n VP</source>
        <translation>
            <numerusform>resuelve el asunto de %1 por %n PV</numerusform>
            <numerusform>resuelve el asunto de %1 por %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>raises your %1 influence by %n, towards the majority at the end</source>
        <translation>
            <numerusform>sube tu influencia en %1 en %n, hacia la mayoría del final</numerusform>
            <numerusform>sube tu influencia en %1 en %n, hacia la mayoría del final</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>starts %1, a project that pays off later</source>
        <translation>empieza %1, un proyecto que rinde más adelante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the action of %1</source>
        <translation>usa la acción de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resolves the issue of %1</source>
        <translation>resuelve el asunto de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>sends %n employee(s), first to %1</source>
        <translation>
            <numerusform>envía %n empleado, primero a %1</numerusform>
            <numerusform>envía %n empleados, primero a %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CouncilsRefusal</name>
    <message>
        <location filename="../desktop_app/games/councils/scene/refusal_texts.py" line="+20"/>
        <source>First finish the choice the last action asked for.</source>
        <translation>Primero termina la elección que pidió la última acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be chosen for this action.</source>
        <translation>%1 no se puede elegir para esta acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A building already stands there.</source>
        <translation>Ya hay un edificio ahí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new building must touch a building of the city along a side.</source>
        <translation>Un edificio nuevo debe tocar por un lado un edificio de la ciudad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a new project goes into the city; employees go to the councils.</source>
        <translation>En la ciudad solo entra un proyecto nuevo; los empleados van a los consejos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employees go to the councils; they staff a building only when its project is started.</source>
        <translation>Los empleados van a los consejos; ocupan un edificio solo cuando se inicia su proyecto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no employee available: resolve an issue or run a building action instead.</source>
        <translation>No tienes empleados disponibles: resuelve un asunto o usa la acción de un edificio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That council does not sit in this game.</source>
        <translation>Ese consejo no está en esta partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place two employees in one council or one in each of three councils (%1 available).</source>
        <translation>Coloca dos empleados en un consejo o uno en cada uno de tres consejos (%1 disponibles).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the display.</source>
        <translation>%1 no está en la oferta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A project needs an available employee; resolve an issue or run a building action first.</source>
        <translation>Un proyecto necesita un empleado disponible; primero resuelve un asunto o usa la acción de un edificio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 %3 influence; you have %4.</source>
        <translation>%1 necesita %2 de influencia %3; tienes %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 employees; you have %3 available.</source>
        <translation>%1 necesita %2 empleados; tienes %3 disponibles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>While you have employees available you place them or start a project; this comes later.</source>
        <translation>Mientras tengas empleados disponibles los colocas o inicias un proyecto; esto viene después.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no employee in %1.</source>
        <translation>No tienes ningún empleado en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not staffed by your employees.</source>
        <translation>%1 no está ocupado por tus empleados.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../desktop_app/ui/crash.py" line="+165"/>
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
    <name>DockTitles</name>
    <message>
        <location filename="../desktop_app/ui/dock_titles.py" line="+26"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <translation>Pista</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the tie-break</source>
        <translation>el desempate</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 tied on %n point(s).</source>
        <translation>
            <numerusform>%1 empatan con %n punto.</numerusform>
            <numerusform>%1 empatan con %n puntos.</numerusform>
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
        <translation>%1 gana por el desempate, %2 (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tie-break, %1, did not separate them (%2).</source>
        <translation>El desempate, %1, no los separa (%2).</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game and seats, dealt anew.</source>
        <translation>La misma partida y los mismos asientos, repartida de nuevo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to home</source>
        <translation>Volver al inicio</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../desktop_app/ui/log_view.py" line="+273"/>
        <location line="+5"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
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
    <message>
        <location line="+7"/>
        <source>Green Party (4th party)</source>
        <translation>Partido Verde (4.º partido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds the Green Party and uses the Green board side (CT-100).</source>
        <translation>Añade el Partido Verde y usa la cara verde del tablero (CT-100).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parties in play</source>
        <translation>Partidos en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which parties run; auto: D and R with 2 or 4 seats, D, R and L with 3, all four with 4 seats and the Green Party.</source>
        <translation>Qué partidos compiten; automático: D y R con 2 o 4 asientos, D, R y L con 3, los cuatro con 4 asientos y el Partido Verde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto</source>
        <translation>automático</translation>
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
        <translation>Partido inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The party that takes the first turn (CT-26).</source>
        <translation>El partido que juega el primer turno (CT-26).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatorio</translation>
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
        <translation>Partido con un asiento para ambos candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At 5 and 7 seats one seat runs both candidates of this party; auto: the first party in play (CT-20).</source>
        <translation>Con 5 y 7 asientos, un asiento lleva a ambos candidatos de este partido; automático: el primer partido en juego (CT-20).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion action cards</source>
        <translation>Cartas de acción de la expansión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add</source>
        <translation>añadir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap</source>
        <translation>sustituir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion candidates</source>
        <translation>Candidatos de la expansión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaking News module</source>
        <translation>Módulo Noticias de última hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Election Day module</source>
        <translation>Módulo Día de las elecciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each party aims for a secret Exit Poll goal and places its reward in the states of its State Returns card on Election Day (CT-150 to CT-155).</source>
        <translation>Cada partido persigue un objetivo secreto de Exit Poll y coloca su recompensa el día de la elección en los estados de su carta de State Returns (CT-150 a CT-155).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dirty Politics module</source>
        <translation>Módulo Juego sucio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dirty politick boxes, negative advertising and backlash (CT-90 to CT-95).</source>
        <translation>Casillas de politiqueo sucio, publicidad negativa y efecto rebote (CT-90 a CT-95).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance revision</source>
        <translation>Revisión de equilibrio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values tuned by self-play (the newest revision), or the spec&apos;s values (revision 1), which games saved before the tuning keep using.</source>
        <translation>Los valores ajustados mediante partidas de la computadora contra sí misma (la revisión más reciente) o los valores de la especificación (revisión 1), que siguen usando las partidas guardadas antes del ajuste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always pause for responses</source>
        <translation>Pausar siempre para respuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask everyone who may respond at every response window, holding a card or not, so a pause does not show who holds one (CT-35). Changes no rule.</source>
        <translation>Preguntar en cada ventana de respuesta a todos los que podrían responder, tengan carta o no, para que una pausa no delate quién la tiene (CT-35). No cambia ninguna regla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Campaign Trail is played by 2 to 8 seats, not %1.</source>
        <translation>Campaign Trail se juega con 2 a 8 puestos, no con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats play with %2 parties, not %3: choose another party set (CT-156 a).</source>
        <translation>%1 puestos juegan con %2 partidos, no con %3: elige otro conjunto de partidos (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats play with %2 or %3 parties, not %4: choose another party set (CT-156 a).</source>
        <translation>%1 puestos juegan con %2 o %3 partidos, no con %4: elige otro conjunto de partidos (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Green Party is in the party set: turn on the Green Party option (CT-156 a).</source>
        <translation>El Partido Verde está en el conjunto de partidos: activa la opción Partido Verde (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 parties need the Green Party: turn it on (CT-156 a).</source>
        <translation>4 partidos necesitan el Partido Verde: actívalo (CT-156 a).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 seats deal %2 candidate cards and the base game has %3: turn on the expansion candidates (CT-156 c).</source>
        <translation>%1 puestos reparten %2 cartas de candidato y el juego base tiene %3: activa los candidatos de la expansión (CT-156 c).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 candidates need the expansion action cards added (expansion_cards = add): with 90 cards September and October give fewer than 2 turns per candidate (CT-156 d, §3.4).</source>
        <translation>%1 candidatos necesitan añadir las cartas de acción de la expansión (expansion_cards = add): con 90 cartas, septiembre y octubre dan menos de 2 turnos por candidato (CT-156 d, §3.4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The party with one seat for both candidates, %1, is not in play: choose a party in play (CT-156 b).</source>
        <translation>El partido con un asiento para ambos candidatos, %1, no está en juego: elige un partido en juego (CT-156 b).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starting party %1 is not in play (CT-26).</source>
        <translation>El partido inicial %1 no está en juego (CT-26).</translation>
    </message>
</context>
<context>
    <name>GameSeat</name>
    <message>
        <location line="-16"/>
        <source>Democrat</source>
        <translation>Demócratas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republican</source>
        <translation>Republicanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarian</source>
        <translation>Libertarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verdes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate 1</source>
        <translation>candidato 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate 2</source>
        <translation>candidato 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>both candidates</source>
        <translation>ambos candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the first turn</source>
        <translation>empieza</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <location line="-57"/>
        <source>Draft celestial cards and draw the best system of the heavens on a 3×3 table.</source>
        <translation>Elige cartas celestes y traza el mejor sistema de los cielos en una mesa de 3×3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build a deck, send out campaign workers and buy your way to the presidency.</source>
        <translation>Construye un mazo, envía trabajadores de campaña y cómprate el camino a la presidencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Race across 51 states for the most electoral votes.</source>
        <translation>Carrera por 51 estados en busca de más votos electorales.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Place employees in councils, gain influence and build the city.</source>
        <translation>Coloca empleados en comisiones, gana influencia y construye la ciudad.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../desktop_app/ui/templates.py" line="+59"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Next to move: %1.</source>
        <translation>Mueve a continuación: %1.</translation>
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
        <translation>Copycat</translation>
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
        <translation>Pasa la pantalla a %1, por favor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything private is hidden. When %1 is at the screen, click the button below.</source>
        <translation>Todo lo privado está oculto. Cuando %1 esté ante la pantalla, pulsa el botón de abajo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays as %2.</source>
        <translation>%1 juega como %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1, show my cards</source>
        <translation>Soy %1, enséñame mis cartas</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop_app/ui/help_viewer.py" line="+50"/>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>Hint</name>
    <message>
        <location filename="../desktop_app/ui/hint_coach.py" line="+162"/>
        <source>Wha&amp;t Would You Play?</source>
        <translation>¿&amp;Qué jugarías tú?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hard computer player suggests its best choices</source>
        <translation>El jugador informático difícil sugiere sus mejores opciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would you play? (H)</source>
        <translation>¿Qué jugarías tú? (H)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Thinking about your choices…</source>
        <translation>Pensando en tus opciones…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard computer player would choose, best first:</source>
        <translation>El jugador informático difícil elegiría, la mejor primero:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the Hard computer player what it would play in your place.</source>
        <translation>Pregunta al jugador informático difícil qué jugaría en tu lugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is there when it is your decision.</source>
        <translation>Hay pista cuando te toca decidir.</translation>
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
        <translation>Sin pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player could not work out a hint (%1).</source>
        <translation>El jugador informático no pudo calcular una pista (%1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/ui/hint_texts.py" line="+56"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>suma %n punto al instante</numerusform>
            <numerusform>suma %n puntos al instante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>scores %n point(s) and takes the lead</source>
        <translation>
            <numerusform>suma %n punto y toma la delantera</numerusform>
            <numerusform>suma %n puntos y toma la delantera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>improves your position (+%n point(s) of win chance)</source>
        <translation>
            <numerusform>mejora tu posición (+%n punto de probabilidad de ganar)</numerusform>
            <numerusform>mejora tu posición (+%n puntos de probabilidad de ganar)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the least costly choice here (−%n point(s) of win chance)</source>
        <translation>
            <numerusform>la opción menos costosa aquí (−%n punto de probabilidad de ganar)</numerusform>
            <numerusform>la opción menos costosa aquí (−%n puntos de probabilidad de ganar)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the only move the rules allow now</source>
        <translation>la única jugada que las reglas permiten ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps your position: nothing better was found</source>
        <translation>mantiene tu posición: no se encontró nada mejor</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>about %1% to win</source>
        <translation>alrededor de un %1 % de ganar</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../desktop_app/ui/undo_bridge.py" line="+55"/>
        <source>%1 made a secret choice.</source>
        <translation>%1 ha elegido en secreto.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take back your last decision and the computer moves after it.</source>
        <translation>Deshace tu última decisión y las jugadas del ordenador posteriores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing can be taken back (new information has come out).</source>
        <translation>No se puede deshacer nada (ha salido a la luz información nueva).</translation>
    </message>
    <message>
        <location line="+188"/>
        <location line="+8"/>
        <source>Game history</source>
        <translation>Historial de la partida</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1. (undone) a move by %2</source>
        <translation>%1. (deshecha) una jugada de %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to play this move again.</source>
        <translation>Pulsa para volver a hacer esta jugada.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The game is here now.</source>
        <translation>La partida está ahora aquí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go back to this point.</source>
        <translation>Pulsa para volver a este punto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot go back to here: new information came out after it.</source>
        <translation>La partida no puede volver hasta aquí: después salió a la luz información nueva.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+52"/>
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
        <location filename="../desktop_app/ui/games_in_progress.py" line="+125"/>
        <location line="+118"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (no se puede leer)</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+26"/>
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
        <location line="+6"/>
        <source>Guided game</source>
        <translation>Partida guiada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: a short first game where the table shows each move and why.</source>
        <translation>Aprende a jugar: una primera partida corta en la que la mesa muestra cada jugada y su porqué.</translation>
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
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Keep a copy aside and start fresh</source>
        <translation>Guardar una copia aparte y empezar de nuevo</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+35"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/games_in_progress.py" line="+35"/>
        <source>Your last game was saved, but the autosave looks damaged. Continue tries to open it.</source>
        <translation>Tu última partida se guardó, pero el guardado automático parece dañado. «Continuar» intentará abrirlo.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/home.py" line="+41"/>
        <source>No saved games yet. Use Game ▸ Save As during a game.</source>
        <translation>Aún no hay partidas guardadas. Durante una partida, usa Partida ▸ Guardar como.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The damaged autosave could not be moved aside: %1</source>
        <translation>No se pudo apartar el guardado automático dañado: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/games_in_progress.py" line="-100"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>month %1</source>
        <translation>mes %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (last played %2)</source>
        <translation>%1 (última partida %2)</translation>
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
        <translation>Eliminar</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Other games in progress</source>
        <translation>Otras partidas en curso</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show fewer</source>
        <translation>Mostrar menos</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Show %n more game(s) in progress</source>
        <translation>
            <numerusform>Mostrar %n partida más en curso</numerusform>
            <numerusform>Mostrar %n partidas más en curso</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 — a guided first game you left before its end</source>
        <translation>%1 — una primera partida guiada que dejaste antes de terminar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue your last game: %1.</source>
        <translation>Continúa tu última partida: %1.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../desktop_app/ui/lesson.py" line="+60"/>
        <location line="+186"/>
        <source>Guided first game</source>
        <translation>Primera partida guiada</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Play a guided first game of %1?</source>
        <translation>¿Jugar una primera partida guiada de %1?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A few moves with the table pointing at what to do and why; then the game goes on as usual.</source>
        <translation>Unas pocas jugadas en las que la mesa señala qué hacer y por qué; después la partida sigue como siempre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes, guide me</source>
        <translation>Sí, guíame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>No, gracias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>This guided first game cannot be played in this version of Game Table.</source>
        <translation>Esta primera partida guiada no se puede jugar en esta versión de Game Table.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Guided first game of %1 — step %2 of %3</source>
        <translation>Primera partida guiada de %1 — paso %2 de %3</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>Back to the home screen; this guided game is not kept (start it again from the game&apos;s tile).</source>
        <translation>Volver a la pantalla de inicio; esta partida guiada no se guarda (vuelve a empezarla desde la ficha del juego).</translation>
    </message>
    <message>
        <location line="-238"/>
        <location line="+76"/>
        <source>%1 is moving. Watch the table.</source>
        <translation>%1 está jugando. Mira la mesa.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Guided first game of %1 — well done!</source>
        <translation>Primera partida guiada de %1 — ¡bien hecho!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Play on as a normal game</source>
        <translation>Seguir como partida normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the lesson here; the computer plays its own moves from now on.</source>
        <translation>Termina la lección aquí; a partir de ahora el ordenador juega sus propias jugadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave lesson</source>
        <translation>Salir de la lección</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/lesson_texts.py" line="+18"/>
        <source>Every turn starts with four new cards. Split them: keep one, pass one to each neighbour and discard one (with two players both passed cards go to your opponent). Drag each card to the glowing place, then confirm.</source>
        <translation>Cada turno empieza con cuatro cartas nuevas. Repártelas: quédate una, pasa una a cada vecino y descarta una (con dos jugadores, las dos cartas pasadas van a tu rival). Arrastra cada carta al lugar iluminado y luego confirma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now everyone takes one action at the same time. Place a card on an empty position of your work table: drag it onto the marked position.</source>
        <translation>Ahora todos hacen una acción a la vez. Coloca una carta en una posición libre de tu mesa de trabajo: arrástrala a la posición marcada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card costs study hours: pay them by discarding as many other cards from your hand. Click the marked cards, then confirm.</source>
        <translation>Una carta cuesta horas de estudio: se pagan descartando otras tantas cartas de tu mano. Haz clic en las cartas marcadas y luego confirma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new turn, a new draft. The cards your opponent passed you are already in your hand. Split the four new cards as shown and confirm.</source>
        <translation>Un turno nuevo, un reparto nuevo. Las cartas que te pasó tu rival ya están en tu mano. Reparte las cuatro cartas nuevas como se indica y confirma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards in a row, column or diagonal that share a colour score at the end. Put this card on the marked position.</source>
        <translation>Tres cartas en una fila, columna o diagonal que comparten un color puntúan al final. Pon esta carta en la posición marcada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card costs three study hours: click the three marked cards to discard them, then confirm.</source>
        <translation>Esta carta cuesta tres horas de estudio: haz clic en las tres cartas marcadas para descartarlas y luego confirma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is the whole rhythm: draft, then one action. The first work table with nine cards ends the game. Play on against the computer!</source>
        <translation>Ese es todo el ritmo: reparto y luego una acción. La primera mesa de trabajo con nueve cartas termina la partida. ¡Sigue jugando contra el ordenador!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each round starts with a secret bid: the card with the highest number goes first. Drag the marked card onto your bid slot; it cannot be used this round.</source>
        <translation>Cada ronda empieza con una puja secreta: la carta con el número más alto juega primero. Arrastra la carta marcada a tu casilla de puja; no se puede usar en esta ronda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In turn order everyone sends one worker into an empty office. This office lets you buy a card from the street later in the round. Drag a worker onto it.</source>
        <translation>Por turnos, cada uno envía un trabajador a una oficina libre. Esta oficina te permite comprar una carta de la calle más adelante en la ronda. Arrastra un trabajador a ella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You could play cards before or after placing; this time, end your turn with the marked button.</source>
        <translation>Podrías jugar cartas antes o después de colocar; esta vez, termina tu turno con el botón marcado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue offices give cards. Send your next worker to the marked office.</source>
        <translation>Las oficinas azules dan cartas. Envía tu siguiente trabajador a la oficina marcada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A blue office is used by clicking it: click the marked office to draw its cards now.</source>
        <translation>Una oficina azul se usa con un clic: haz clic en la oficina marcada para robar sus cartas ahora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One worker per turn: end your turn so the next player can place. Once all workers are out, the round goes on to buying.</source>
        <translation>Un trabajador por turno: termina tu turno para que el siguiente jugador coloque. Cuando todos los trabajadores estén fuera, la ronda pasa a las compras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next comes the money phase: play coins and buy better cards from the street. Play on against the computer!</source>
        <translation>Ahora viene la fase del dinero: juega monedas y compra mejores cartas de la calle. ¡Sigue jugando contra el ordenador!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a project: pay its cost from your influence tracks, score its points and lay it next to the city. Drag the marked card onto the marked spot, then press Build.</source>
        <translation>Empieza un proyecto: paga su coste con tus marcadores de influencia, suma sus puntos y colócalo junto a la ciudad. Arrastra la carta marcada al lugar marcado y pulsa Construir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employees on a council earn influence when its issue is resolved. Drag two free figures onto the marked council.</source>
        <translation>Los empleados en un consejo ganan influencia cuando se resuelve su asunto. Arrastra dos figuras libres al consejo marcado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With no free employee left, you resolve an issue or use a building you staff. Click your marked building to carry out its action.</source>
        <translation>Sin empleados libres, resuelves un asunto o usas un edificio donde trabaja tu gente. Haz clic en tu edificio marcado para realizar su acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This building gives four influence, split as you like. Choose the marked council type.</source>
        <translation>Este edificio da cuatro de influencia, repartidos a tu gusto. Elige el tipo de consejo marcado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Influence pays for projects: each symbol of a cost comes from its own track. Choose the marked type.</source>
        <translation>La influencia paga los proyectos: cada símbolo del coste sale de su propio marcador. Elige el tipo marcado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One more: choose the marked type to finish the action.</source>
        <translation>Uno más: elige el tipo marcado para terminar la acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place employees, start projects, use buildings: most points at the end wins. Play on against the computer!</source>
        <translation>Coloca empleados, empieza proyectos, usa edificios: gana quien tenga más puntos al final. ¡Sigue jugando contra el ordenador!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are dealt two candidates and keep one in secret. Each brings money, registered voters, an advantage and a drawback. Keep the marked one.</source>
        <translation>Recibes dos candidatos y te quedas uno en secreto. Cada uno aporta dinero, votantes registrados, una ventaja y una desventaja. Quédate el marcado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your candidate starts in a home state chosen from the states on your hand cards, with two voters there. Click the marked state.</source>
        <translation>Tu candidato empieza en un estado natal elegido entre los estados de tus cartas en mano, con dos votantes allí. Haz clic en el estado marcado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On your turn you play one card and use one of its boxes. Advertising puts a registered voter in every state that cares about an issue you pay for. Click the marked box.</source>
        <translation>En tu turno juegas una carta y usas una de sus casillas. La publicidad pone un votante registrado en cada estado al que le importa un tema que pagas. Haz clic en la casilla marcada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each issue costs money from your war chest. Choose the marked issue.</source>
        <translation>Cada tema cuesta dinero de tu fondo de campaña. Elige el tema marcado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Issues are taken in the order the card lists them. Choose the marked one as well.</source>
        <translation>Los temas se eligen en el orden en que los lista la carta. Elige también el marcado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is enough advertising for now: press the marked button to finish the action.</source>
        <translation>Basta de publicidad por ahora: pulsa el botón marcado para terminar la acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>States are won by the voters you hold there on Election Day. Play on against the computer!</source>
        <translation>Los estados se ganan con los votantes que tengas allí el día de las elecciones. ¡Sigue jugando contra el ordenador!</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In this lesson, try this move: %1</source>
        <translation>En esta lección, prueba esta jugada: %1</translation>
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
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop_app/ui/status_panel.py" line="+90"/>
        <source>Hold to skip ahead</source>
        <translation>Mantén pulsado para avanzar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer moves are shown at once while you hold this button.</source>
        <translation>Mientras mantengas pulsado este botón, las jugadas del ordenador se muestran al instante.</translation>
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
        <location filename="../desktop_app/ui/window_menus.py" line="+220"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="-11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/preferences_dialog.py" line="+109"/>
        <location filename="../desktop_app/ui/window_menus.py" line="+15"/>
        <location line="+2"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Preferencias</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/window_menus.py" line="+1"/>
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
        <location line="-48"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+50"/>
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
        <location line="-53"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How to Play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to Play %1 (Guided Game)</source>
        <translation>Aprender a jugar a %1 (partida guiada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Game Table</source>
        <translation>&amp;Acerca de Game Table</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/main_window.py" line="+88"/>
        <source>Phase: %1</source>
        <translation>Fase: %1</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+19"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The saved game was opened with a change</source>
        <translation>La partida guardada se abrió con un cambio</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/window_files.py" line="+62"/>
        <source>Nothing to continue</source>
        <translation>Nada que continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no saved game to continue yet.</source>
        <translation>Aún no hay ninguna partida guardada que continuar.</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+42"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Partidas de Game Table (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+8"/>
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
    <message>
        <location line="-81"/>
        <source>Delete this game?</source>
        <translation>¿Eliminar esta partida?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1

This game in progress will be deleted for good.</source>
        <translation>%1

Esta partida en curso se eliminará definitivamente.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot delete the game</source>
        <translation>No se puede eliminar la partida</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../desktop_app/ui/move_list.py" line="+56"/>
        <location filename="../desktop_app/ui/scene_move_list.py" line="+234"/>
        <source>Your possible moves</source>
        <translation>Tus jugadas posibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys choose a move; Enter plays it.</source>
        <translation>Las flechas eligen una jugada; Intro la juega.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Nothing to choose now</source>
        <translation>Ahora no hay nada que elegir</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/move_dock.py" line="+88"/>
        <source>Moves (F6)</source>
        <translation>Jugadas (F6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the list of moves</source>
        <translation>Ir a la lista de jugadas</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/scene_move_list.py" line="-182"/>
        <source>L or F2 lists every move</source>
        <translation>L o F2 muestra todas las jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: %1</source>
        <translation>Teclas: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>↑↓ choose · Enter plays it · Esc closes</source>
        <translation>↑↓ elegir · Intro juega la jugada · Esc cierra</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop_app/ui/new_game_basics.py" line="+19"/>
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
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+77"/>
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
        <location line="+9"/>
        <source>Role of player %1</source>
        <translation>Papel del jugador %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+1"/>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../desktop_app/ui/lesson.py" line="-220"/>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+79"/>
        <source>Computer %1 (%2)</source>
        <translation>Ordenador %1 (%2)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+2"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/new_game_dialog.py" line="+33"/>
        <source>1 player plays the solo rules; %1 to %2 players play against each other.</source>
        <translation>1 jugador juega con las reglas en solitario; de %1 a %2 jugadores juegan entre sí.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Colour of player %1: %2</source>
        <translation>Color del jugador %1: %2</translation>
    </message>
    <message>
        <location line="+118"/>
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
    <message>
        <location line="-429"/>
        <source>Easy: plays the game&apos;s rule of thumb; answers at once.</source>
        <translation>Fácil: juega con la regla práctica del juego; responde al instante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard: imagines four times as many games as Normal; about 0.5–2 s per move.</source>
        <translation>Difícil: imagina cuatro veces más partidas que Normal; unos 0,5–2 s por jugada.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Normal: plays out a few hundred imagined games per move; about 0.1–0.5 s.</source>
        <translation>Normal: juega unos cientos de partidas imaginadas por jugada; unos 0,1–0,5 s.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Random: picks any legal move; answers at once (to try the rules).</source>
        <translation>Aleatorio: elige cualquier jugada legal; responde al instante (para probar las reglas).</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <location filename="../desktop_app/ui/theme.py" line="+82"/>
        <location line="+17"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location line="-16"/>
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
        <location line="+13"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light grey</source>
        <translation>Gris claro</translation>
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
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <location filename="../desktop_app/ui/record_keeper.py" line="+138"/>
        <source>&amp;Replay a Saved Game…</source>
        <translation>&amp;Repetir una partida guardada…</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+101"/>
        <source>Your game record</source>
        <translation>Tu historial de partidas</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Your game record was written by a newer Game Table. It is left as it is; games you finish now are kept only until you close the app.</source>
        <translation>Tu historial lo escribió una versión más reciente de Game Table. Se deja como está; las partidas que termines ahora solo se guardan hasta que cierres la aplicación.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game record could not be read (%1). It is kept at %2 and a new record has been started.</source>
        <translation>No se pudo leer tu historial (%1). Se conserva en %2 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game record could not be read (%1). Games you finish now are kept only until you close the app.</source>
        <translation>No se pudo leer tu historial (%1). Las partidas que termines ahora solo se guardan hasta que cierres la aplicación.</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Added to your record: %n finished game(s) it could not take when Game Table last closed.</source>
        <translation>
            <numerusform>Añadida a tu historial de partidas: %n partida terminada que no pudo guardar la última vez que se cerró Game Table.</numerusform>
            <numerusform>Añadidas a tu historial de partidas: %n partidas terminadas que no pudo guardar la última vez que se cerró Game Table.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game could not be added to your record (%1). It is kept: Game Table tries again when the next game ends and when you close it.</source>
        <translation>No se pudo añadir esta partida a tu historial (%1). Se conserva: Game Table lo volverá a intentar cuando termine la próxima partida y cuando lo cierres.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+17"/>
        <source>Cannot replay the game</source>
        <translation>No se puede repetir la partida</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>This recorded game cannot be replayed: %1</source>
        <translation>Esta partida del historial no se puede repetir: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a saved game</source>
        <translation>Repetir una partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game Table saves (*.json);;All files (*)</source>
        <translation>Partidas guardadas de Game Table (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
</context>
<context>
    <name>RecordPanel</name>
    <message>
        <location filename="../desktop_app/ui/record_panel.py" line="+40"/>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>Solo personas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
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
            <numerusform>%n pista usada</numerusform>
            <numerusform>%n pistas usadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your record</source>
        <translation>Tu historial</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finished games appear here, with your results against each computer level.</source>
        <translation>Aquí aparecen las partidas terminadas, con tus resultados contra cada nivel del ordenador.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many times you asked “What would you play?” in these games</source>
        <translation>Cuántas veces preguntaste «¿Qué jugarías tú?» en estas partidas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Finished games, newest first (★ the winner):</source>
        <translation>Partidas terminadas, las más recientes primero (★ el ganador):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay and review…</source>
        <translation>Repetir y analizar…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Double-click to replay this game</source>
        <translation>Doble clic para repetir esta partida</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>From the %n game(s) whose score is known</source>
        <translation>
            <numerusform>De la %n partida cuya puntuación se conoce</numerusform>
            <numerusform>De las %n partidas cuya puntuación se conoce</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../desktop_app/ui/refusal_reasons.py" line="+39"/>
        <source>Not possible: %1</source>
        <translation>No es posible: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: %1</source>
        <translation>Ahora no: %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/scene_registry.py" line="-99"/>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rules do not allow this move now.</source>
        <translation>Las reglas no permiten esta jugada ahora.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undo cannot go back past step %1: it revealed what was hidden.</source>
        <translation>Deshacer no puede volver más atrás del paso %1: reveló lo que estaba oculto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is nothing to go back to.</source>
        <translation>No hay nada a lo que volver.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../desktop_app/ui/replay_window.py" line="+65"/>
        <source>Replay: %1 — Game Table</source>
        <translation>Repetición: %1 — Game Table</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Show the table as:</source>
        <translation>Mostrar la mesa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sees it</source>
        <translation>como la ve %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything revealed</source>
        <translation>con todo al descubierto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Back to the start (Home)</source>
        <translation>Volver al principio (Inicio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (Left arrow)</source>
        <translation>Una acción atrás (flecha izquierda)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (Right arrow)</source>
        <translation>Una acción adelante (flecha derecha)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to action</source>
        <translation>Ir a la acción</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chance to win (the computer&apos;s estimate)</source>
        <translation>Probabilidad de ganar (estimación del ordenador)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Estimating the chances…</source>
        <translation>Estimando las probabilidades…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The biggest swings:</source>
        <translation>Los mayores vuelcos:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The biggest swings, as %1 could judge them:</source>
        <translation>Los mayores vuelcos, tal como %1 podía juzgarlos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No swings yet.</source>
        <translation>Aún no hay vuelcos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1. Action %2: %3 %4%</source>
        <translation>%1. Acción %2: %3 %4 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the table just after this action</source>
        <translation>Mostrar la mesa justo después de esta acción</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Action %1 of %2</source>
        <translation>Acción %1 de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The start of the game</source>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1&apos;s action</source>
        <translation>Tras la acción de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: %1</source>
        <translation>La partida ha terminado: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase: %1.</source>
        <translation>Fase: %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../desktop_app/ui/score_sheet.py" line="+54"/>
        <location line="+44"/>
        <source>Nobody wins this game.</source>
        <translation>Nadie gana esta partida.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
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
        <translation>Gana: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win.</source>
        <translation>Comparten la victoria: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared in this order: %1.</source>
        <translation>Comparado en este orden: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winners are tied on %1, so they share the win.</source>
        <translation>Los ganadores empatan en %1, así que comparten la victoria.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lead was tied on %1; %2 decided it.</source>
        <translation>El primer puesto estaba empatado en %1; lo decidió %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 comparten la victoria con %n punto cada uno.</numerusform>
            <numerusform>%1 comparten la victoria con %n puntos cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Tie-break: the value that decides between players with equal totals.</source>
        <translation>Desempate: el valor que decide entre jugadores con el mismo total.</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../desktop_app/ui/controller.py" line="+292"/>
        <source>Not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End your turn?</source>
        <translation>¿Terminar tu turno?</translation>
    </message>
    <message>
        <location line="+69"/>
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
        <location line="+66"/>
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
        <location filename="../desktop_app/ui/computer_turns.py" line="+205"/>
        <source>Computer player problem</source>
        <translation>Problema con un jugador del ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player could not choose a move (%1). It plays by a simple rule of thumb instead.</source>
        <translation>Un jugador del ordenador no ha podido elegir jugada (%1). En su lugar juega con una regla sencilla.</translation>
    </message>
    <message>
        <location filename="../desktop_app/ui/controller.py" line="+64"/>
        <source>Autosave failed</source>
        <translation>Ha fallado el guardado automático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically (%1). Use Save As to keep it.</source>
        <translation>No se ha podido guardar la partida automáticamente (%1). Usa «Guardar como» para conservarla.</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>%1?</source>
        <translation>¿%1?</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <location filename="../desktop_app/ui/win_chart.py" line="+69"/>
        <source>Chance to win over the game</source>
        <translation>Probabilidad de ganar a lo largo de la partida</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Estimating…</source>
        <translation>Estimando…</translation>
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
        <translation>turno o ronda</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>month</source>
        <translation>mes</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>action</source>
        <translation>acción</translation>
    </message>
</context>
<context>
    <name>campaign_trail</name>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/names.py" line="+27"/>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Military Spending</source>
        <translation>Gasto Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrorism</source>
        <translation>Terrorismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border Security</source>
        <translation>Seguridad Fronteriza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Veterans Affairs</source>
        <translation>Asuntos de Veteranos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Trade</source>
        <translation>Comercio Exterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immigration</source>
        <translation>Inmigración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid</source>
        <translation>Ayuda Exterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliances &amp; Diplomacy</source>
        <translation>Alianzas y Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taxes</source>
        <translation>Impuestos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>Empleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agriculture</source>
        <translation>Agricultura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufacturing</source>
        <translation>Industria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health Care</source>
        <translation>Sanidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Education</source>
        <translation>Educación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Social Security</source>
        <translation>Seguridad Social</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infrastructure</source>
        <translation>Infraestructuras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gender Equality</source>
        <translation>Igualdad de Género</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civil Rights</source>
        <translation>Derechos Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun Rights</source>
        <translation>Derecho a las Armas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Religious Freedom</source>
        <translation>Libertad Religiosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment</source>
        <translation>Medio Ambiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crime</source>
        <translation>Delincuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drug Policy</source>
        <translation>Política de Drogas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>National Security</source>
        <translation>Seguridad Nacional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International Relations</source>
        <translation>Relaciones Internacionales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Economy</source>
        <translation>Economía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policies and Programs</source>
        <translation>Políticas y Programas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Social &amp; Human Rights</source>
        <translation>Derechos Sociales y Humanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Domestic Affairs</source>
        <translation>Asuntos Internos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Travel</source>
        <translation>Viajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraise</source>
        <translation>Recaudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register</source>
        <translation>Inscribir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertise</source>
        <translation>Anunciarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>Hacer campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Politick</source>
        <translation>Política</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No action</source>
        <translation>Sin acción</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Governor</source>
        <translation>El Gobernador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Senator</source>
        <translation>El Senador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Grassroots Organizer</source>
        <translation>El Organizador de Base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Squeaky-Clean Reformer</source>
        <translation>El Reformista Intachable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Media Darling</source>
        <translation>El Favorito de los Medios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Business Mogul</source>
        <translation>El Magnate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Orator</source>
        <translation>El Orador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Party Insider</source>
        <translation>El Hombre del Partido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Outsider</source>
        <translation>El Forastero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Road Warrior</source>
        <translation>El Trotamundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Dynasty Heir</source>
        <translation>El Heredero de la Dinastía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lawyer</source>
        <translation>El Abogado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Dirty Candidate</source>
        <translation>El Candidato Sucio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Military Officer</source>
        <translation>El Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Economist</source>
        <translation>El Economista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Activist</source>
        <translation>La Activista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Celebrity</source>
        <translation>La Celebridad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Regional Power</source>
        <translation>El Poder Regional</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>October Surprise</source>
        <translation>Sorpresa de Octubre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recount</source>
        <translation>Recuento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grassroots Network</source>
        <translation>Red de Base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super PAC</source>
        <translation>Super PAC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media Consultant</source>
        <translation>Asesor de Medios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign Manager</source>
        <translation>Jefe de Campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charter Jet</source>
        <translation>Jet Privado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate Coach</source>
        <translation>Entrenador de Debate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Out the Vote</source>
        <translation>Movilización del Voto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endorsement</source>
        <translation>Respaldo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall Meeting</source>
        <translation>Asamblea Vecinal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraising Gala</source>
        <translation>Gala de Recaudación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Drive</source>
        <translation>Campaña de Inscripción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Momentum</source>
        <translation>Impulso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid Response</source>
        <translation>Respuesta Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fact Check</source>
        <translation>Verificación de Datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack Ad</source>
        <translation>Anuncio de Ataque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposition Research</source>
        <translation>Investigación de la Oposición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smear Campaign</source>
        <translation>Campaña de Difamación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaked Scandal</source>
        <translation>Escándalo Filtrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation</source>
        <translation>Traslado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving the Base</source>
        <translation>Mover la Base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Absentee Ballot</source>
        <translation>Voto por Correo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Collaboration</source>
        <translation>Colaboración entre Partidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Post Debate Bump</source>
        <translation>Impulso Posdebate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited Reach</source>
        <translation>Alcance Limitado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong Base</source>
        <translation>Base Sólida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtual Campaigning</source>
        <translation>Campaña Virtual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whistle Stop</source>
        <translation>Parada Relámpago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regional Influence</source>
        <translation>Influencia Regional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Registration Drive</source>
        <translation>Campaña de Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even the Score</source>
        <translation>Igualar el Marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit the Trail</source>
        <translation>A la Carretera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange Ideas</source>
        <translation>Intercambio de Ideas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predictable Outcome</source>
        <translation>Resultado Previsible</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New England</source>
        <translation>Nueva Inglaterra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mid Atlantic</source>
        <translation>Atlántico Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East North Central</source>
        <translation>Centro Noreste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West North Central</source>
        <translation>Centro Noroeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Atlantic</source>
        <translation>Atlántico Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East South Central</source>
        <translation>Centro Sureste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West South Central</source>
        <translation>Centro Suroeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain</source>
        <translation>Montaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pacific</source>
        <translation>Pacífico</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Democrats</source>
        <translation>Demócratas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Republicans</source>
        <translation>Republicanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libertarians</source>
        <translation>Libertarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greens</source>
        <translation>Verdes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the Democrats</source>
        <translation>los demócratas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Republicans</source>
        <translation>los republicanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Libertarians</source>
        <translation>los libertarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Greens</source>
        <translation>los verdes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1</source>
        <translation>la carta %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (card %2)</source>
        <translation>%1 (carta %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>$%1M</source>
        <translation>%1 M$</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/texts.py" line="+28"/>
        <source>Setup: candidates and home states</source>
        <translation>Preparación: candidatos y estados de origen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaigning in %1</source>
        <translation>Campaña en %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Debate %1 in %2</source>
        <translation>Debate %1 en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Election Day</source>
        <translation>Día de las elecciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Electoral votes</source>
        <translation>Votos electorales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>States controlled</source>
        <translation>Estados controlados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committed voters</source>
        <translation>Votantes en el mapa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Automatic (from the seats and the Green Party option)</source>
        <translation>Automático (según los puestos y la opción Partido Verde)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawn at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic (the first party in play)</source>
        <translation>Automático (el primer partido en juego)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: the base cards only</source>
        <translation>Desactivadas: solo las cartas base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the base cards</source>
        <translation>Añadidas a las cartas base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapped for the base cards of the same number</source>
        <translation>En lugar de las cartas base del mismo número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1: the spec&apos;s values (games saved before the tuning)</source>
        <translation>1: los valores de la especificación (partidas guardadas antes del ajuste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: tuned by self-play</source>
        <translation>%1: ajustada mediante partidas de la computadora contra sí misma</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_who.py" line="+53"/>
        <location line="+2"/>
        <source>%1 (candidate %2)</source>
        <translation>%1 (candidato %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a candidate</source>
        <translation>un candidato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first party</source>
        <translation>El primer partido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second party</source>
        <translation>El segundo partido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The third party</source>
        <translation>El tercer partido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fourth party</source>
        <translation>El cuarto partido</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1&apos;s party</source>
        <translation>Partido de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_texts.py" line="+55"/>
        <source>%1 keeps one of the two candidate cards dealt, face down.</source>
        <translation>%1 se queda boca abajo una de las dos cartas de candidato repartidas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps %2 as candidate.</source>
        <translation>%1 se queda con la carta de candidato %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 runs as %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The candidates are revealed: %1.</source>
        <translation>Se revelan los candidatos: %1.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_expansion.py" line="+31"/>
        <source>%1 puts the region token of %2 on the candidate card.</source>
        <translation>%1 pone la ficha de región de %2 sobre la carta de candidato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts the region token of %2 on %3.</source>
        <translation>%1 pone la ficha de región de %2 sobre %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 picks a region token face down (Predictable Outcome).</source>
        <translation>%1 elige boca abajo una ficha de región (Resultado previsible).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 picks the token of %2 face down (Predictable Outcome).</source>
        <translation>%1 elige boca abajo la ficha de %2 (Resultado previsible).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 bets on %2</source>
        <translation>%1 apuesta por %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Predictable Outcome picks are revealed: %1.</source>
        <translation>Se revelan las apuestas de Resultado previsible: %1.</translation>
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
        <translation>El turno termina en %2: el Resultado previsible de %1 da votantes y dinero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turn does not end in %2: %1&apos;s Predictable Outcome brings nothing.</source>
        <translation>El turno no termina en %2: el Resultado previsible de %1 no aporta nada.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hit the Trail: %1 registers %n voter(s) and raises %2.</source>
        <translation>
            <numerusform>Salir de gira: %1 inscribe %n votante y recauda %2.</numerusform>
            <numerusform>Salir de gira: %1 inscribe %n votantes y recauda %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 sets aside %n registered voter(s) on %2 until Election Day.</source>
        <translation>
            <numerusform>%1 aparta %n votante inscrito en %2 hasta el día de las elecciones.</numerusform>
            <numerusform>%1 aparta %n votantes inscritos en %2 hasta el día de las elecciones.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a voter moves from %2 to %3.</source>
        <translation>%1: un votante pasa de %2 a %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 invites %2 to place voters of their own in the region (Party Collaboration).</source>
        <translation>%1 invita a %2 a colocar votantes propios en la región (Colaboración del partido).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 discards %2 (Exchange Ideas).</source>
        <translation>%1 descarta %2 (Intercambiar ideas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 campaigns at the Regional Influence rate: every voter goes to %2.</source>
        <translation>%1 hace campaña a la tarifa de Influencia regional: cada votante va a %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strong Base: %1 also travels with %2.</source>
        <translation>Base sólida: %1 también viaja con %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: %1 also raises money with %2.</source>
        <translation>Base sólida: %1 también recauda dinero con %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong Base: %1 also registers voters with %2.</source>
        <translation>Base sólida: %1 también inscribe votantes con %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Limited Reach: %1&apos;s advertising on %2 places no voter in %3.</source>
        <translation>Alcance limitado: la publicidad de %1 sobre %2 no coloca votantes en %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 pays the Regional Power&apos;s surcharge with %n registered voter(s).</source>
        <translation>
            <numerusform>%1 paga el recargo del poder regional con %n votante inscrito.</numerusform>
            <numerusform>%1 paga el recargo del poder regional con %n votantes inscritos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays the Regional Power&apos;s surcharge of %2.</source>
        <translation>%1 paga el recargo del poder regional de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes a card at random from the hand of %2 (the Dirty Candidate).</source>
        <translation>%1 toma una carta al azar de la mano de %2 (el candidato sin escrúpulos).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 takes %2 at random from the hand of %3 (the Dirty Candidate).</source>
        <translation>%1 toma %2 al azar de la mano de %3 (el candidato sin escrúpulos).</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_texts.py" line="-319"/>
        <source>Every candidate gets a hand of cards; the piles of August, September and October hold %1, %2 and %3 cards.</source>
        <translation>Cada candidato recibe su mano; los montones de agosto, septiembre y octubre tienen %1, %2 y %3 cartas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 chooses %2 as home state and starts there.</source>
        <translation>%1 elige %2 como estado natal y empieza allí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setup is complete: the campaign begins.</source>
        <translation>La preparación ha terminado: empieza la campaña.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In this debate %1 speaks before %2.</source>
        <translation>En este debate %1 habla antes que %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running mates: %1 will take the party&apos;s first turn before %2.</source>
        <translation>Compañeros de fórmula: %1 jugará el primer turno del partido antes que %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running mates: %1 goes first this party turn, then %2.</source>
        <translation>Compañeros de fórmula: en este turno del partido empieza %1 y luego %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1 in %2: %3 is on the trail.</source>
        <translation>Turno %1 en %2: %3 está en campaña.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays %2 to travel.</source>
        <translation>%1 juega %2 para viajar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to raise money.</source>
        <translation>%1 juega %2 para recaudar dinero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to register voters.</source>
        <translation>%1 juega %2 para inscribir votantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to advertise.</source>
        <translation>%1 juega %2 para anunciarse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 to campaign.</source>
        <translation>%1 juega %2 para hacer campaña.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 for its politick action.</source>
        <translation>%1 juega %2 por su acción política.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2 without taking an action.</source>
        <translation>%1 juega %2 sin hacer ninguna acción.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>%1 draws no card.</source>
        <translation>%1 no roba ninguna carta.</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 draws %2.</source>
        <translation>%1 roba %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards %2 and draws a new card (the Party Insider).</source>
        <translation>%1 descarta %2 y roba una carta nueva (el Hombre del Partido).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 passes %n card(s) to the running mate %2.</source>
        <translation>
            <numerusform>%1 pasa %n carta a su compañero de fórmula %2.</numerusform>
            <numerusform>%1 pasa %n cartas a su compañero de fórmula %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 pasa %2 a %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pile of %1 is used up: the month ends.</source>
        <translation>El montón de %1 se ha agotado: termina el mes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 travels to %2.</source>
        <translation>%1 viaja a %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 raises %2 for the war chest.</source>
        <translation>%1 recauda %2 para el fondo de campaña.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 registers no voters: the party has no undecided voters left.</source>
        <translation>%1 no inscribe votantes: al partido no le quedan indecisos.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 registers %n voter(s).</source>
        <translation>
            <numerusform>%1 inscribe %n votante.</numerusform>
            <numerusform>%1 inscribe %n votantes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 from the war chest.</source>
        <translation>%1 paga %2 del fondo de campaña.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 advertises on %2.</source>
        <translation>%1 se anuncia sobre %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 goes negative against %2: their voters leave the states of those issues.</source>
        <translation>%1 hace campaña negativa contra %2: sus votantes dejan los estados de esos temas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 drops %2 from the advertisement.</source>
        <translation>%1 retira %2 del anuncio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves out %2 for %3: too few registered voters.</source>
        <translation>%1 deja fuera %2 en %3: faltan votantes inscritos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 campaigns for %2 but has no registered voters to place.</source>
        <translation>%1 hace campaña por %2, pero no tiene votantes inscritos que colocar.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 campaigns for %2 and places %n voter(s), one at a time.</source>
        <translation>
            <numerusform>%1 hace campaña por %2 y coloca %n votante.</numerusform>
            <numerusform>%1 hace campaña por %2 y coloca %n votantes, de uno en uno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no voter could be placed.</source>
        <translation>%1: no se pudo colocar ningún votante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: new voters in %2.</source>
        <translation>%1: nuevos votantes en %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %n voter(s) removed from %2, back to the undecided supply.</source>
        <translation>
            <numerusform>%1: %n votante retirado de %2, vuelve a los indecisos.</numerusform>
            <numerusform>%1: %n votantes retirados de %2, vuelven a los indecisos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: backlash costs a voter in %2, one of the party&apos;s ethically minded states.</source>
        <translation>%1: el rechazo cuesta un votante en %2, uno de los estados de conciencia ética del partido.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 puts %2 into play; it stays in front of the candidate.</source>
        <translation>%1 pone en juego %2; se queda delante del candidato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 carries out %2.</source>
        <translation>%1 lleva a cabo %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot pay the fee for %2, which has no effect.</source>
        <translation>%1 no puede pagar la tarifa de %2, que queda sin efecto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 puts a hand card face down under %2.</source>
        <translation>%1 pone una carta de su mano boca abajo bajo %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 puts %2 face down under %3: its state is %4.</source>
        <translation>%1 pone %2 boca abajo bajo %3: su estado es %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 looks at the hand of %2 (Opposition Research).</source>
        <translation>%1 mira la mano de %2 (Investigación de la Oposición).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The hand of %1 holds no card.</source>
        <translation>La mano de %1 no tiene cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1 holds %2.</source>
        <translation>La mano de %1 tiene %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes a card from %2 and gives one back.</source>
        <translation>%1 toma una carta de %2 y le devuelve otra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gives %2 to %3 in exchange.</source>
        <translation>%1 da a cambio %2 a %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cancels %2 of %3 with a Fact Check.</source>
        <translation>%1 anula %2 de %3 con una Verificación de Datos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponents of %1 may answer the politick card with a response.</source>
        <translation>Los rivales de %1 pueden contestar a la carta política con una respuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the advertising with a response.</source>
        <translation>Los rivales de %1 pueden contestar al anuncio con una respuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the campaign with a response.</source>
        <translation>Los rivales de %1 pueden contestar a la campaña con una respuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may answer the new voters with a response.</source>
        <translation>Los rivales de %1 pueden contestar a los nuevos votantes con una respuesta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents of %1 may respond as the turn begins.</source>
        <translation>Los rivales de %1 pueden responder al empezar el turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The debate is over: every candidate may respond, starting with %1.</source>
        <translation>El debate ha terminado: cada candidato puede responder, empezando por %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not respond.</source>
        <translation>%1 no responde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 responds with %2.</source>
        <translation>%1 responde con %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Debate %1 in %2, on %3.</source>
        <translation>Debate %1 en %2, sobre %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, the Senator, starts higher on %2.</source>
        <translation>%1, el Senador, empieza más arriba en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Debate Coach of %1 moves the party up on %2.</source>
        <translation>El Entrenador de Debate de %1 sube al partido en %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 uses the candidate&apos;s issue of influence to start higher on %2.</source>
        <translation>%1 usa el tema de influencia del candidato para empezar más arriba en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts higher on %2.</source>
        <translation>%1 empieza más arriba en %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 juega %2 sobre %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays no more cards in this debate.</source>
        <translation>%1 no juega más cartas en este debate.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 with %n topic(s)</source>
        <translation>
            <numerusform>%1 con %n tema</numerusform>
            <numerusform>%1 con %n temas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none won outright</source>
        <translation>ninguno ganado en solitario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Debate %1 is over. Topics: %2. Nobody wins it outright.</source>
        <translation>El debate %1 ha terminado. Temas: %2. Nadie lo gana en solitario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debate %1 is over. Topics: %2. Overall winner, with extra voters in the debate&apos;s state: %3.</source>
        <translation>El debate %1 ha terminado. Temas: %2. Ganador del debate, con votantes extra en su estado: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Election Day: the cards kept for the end are resolved, then the electoral votes are counted.</source>
        <translation>Día de las Elecciones: actúan las cartas guardadas para el final y luego se cuentan los votos electorales.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s %2 finds no tied state.</source>
        <translation>%2 de %1 no encuentra ningún estado empatado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 adds a voter in %3.</source>
        <translation>%2 de %1 añade un votante en %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s %2 points to %3 and places no voter there.</source>
        <translation>%2 de %1 señala %3 y no coloca votantes allí.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s %2 points to %3: %n voter(s) join there.</source>
        <translation>
            <numerusform>%2 de %1 señala %3: se suma %n votante allí.</numerusform>
            <numerusform>%2 de %1 señala %3: se suman %n votantes allí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n electoral vote(s)</source>
        <translation>
            <numerusform>%1: %n voto electoral</numerusform>
            <numerusform>%1: %n votos electorales</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The votes are counted (%1). %2 share the win.</source>
        <translation>Se cuentan los votos (%1). %2 comparten la victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The votes are counted (%1). The election goes to %2.</source>
        <translation>Se cuentan los votos (%1). La elección es para %2.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/log_news.py" line="+37"/>
        <source>Breaking News, drawn by %1: “%2”. It replaces “%3”.</source>
        <translation>Noticia de última hora, robada por %1: «%2». Sustituye a «%3».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breaking News, drawn by %1: “%2”.</source>
        <translation>Noticia de última hora, robada por %1: «%2».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves to %2 (Breaking News: “%3”).</source>
        <translation>%1 va a %2 (noticia: «%3»).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n voter(s) registered and %2 raised (Breaking News: “%3”).</source>
        <translation>
            <numerusform>%1: %n votante registrado y %2 recaudados (noticia: «%3»).</numerusform>
            <numerusform>%1: %n votantes registrados y %2 recaudados (noticia: «%3»).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n voter(s) registered (Breaking News: “%2”).</source>
        <translation>
            <numerusform>%1: %n votante registrado (noticia: «%2»).</numerusform>
            <numerusform>%1: %n votantes registrados (noticia: «%2»).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 loses %2 at random from the hand (Breaking News).</source>
        <translation>%1 pierde %2 al azar de la mano (noticia de última hora).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n set-aside Breaking News card(s) are shuffled into the %1 deck.</source>
        <translation>
            <numerusform>%n noticia apartada se baraja en el mazo de %1.</numerusform>
            <numerusform>%n noticias apartadas se barajan en el mazo de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The %1 deck is empty: %n set-aside Breaking News card(s) go back to the box unseen.</source>
        <translation>
            <numerusform>El mazo de %1 está vacío: %n noticia apartada vuelve a la caja sin verse.</numerusform>
            <numerusform>El mazo de %1 está vacío: %n noticias apartadas vuelven a la caja sin verse.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/news_texts.py" line="-82"/>
        <source>Terrorist Attack Kills 3 in Rome</source>
        <translation>Un atentado terrorista mata a 3 en Roma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tracking Hurricane in the Gulf</source>
        <translation>Seguimiento de un huracán en el Golfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates Assure Public of Ethics</source>
        <translation>Los candidatos garantizan su ética al público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rising Costs Have Airlines in Crisis</source>
        <translation>La subida de costes hunde a las aerolíneas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Market Tumbles</source>
        <translation>Se desploma la bolsa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Voter Registration</source>
        <translation>Récord de inscripción de votantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wildfires Rage in the West</source>
        <translation>Incendios forestales arrasan el Oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gas Prices Soar</source>
        <translation>Se disparan los precios de la gasolina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supreme Court Vacancy</source>
        <translation>Vacante en el Tribunal Supremo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Deal Collapses</source>
        <translation>Fracasa el acuerdo comercial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate Health Scare</source>
        <translation>Alarma por la salud de un candidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate Ratings Soar</source>
        <translation>Audiencia récord del debate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underdog Surge in the Polls</source>
        <translation>Los rezagados suben en las encuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Government Shutdown</source>
        <translation>Cierre del gobierno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Celebrity Endorsement Frenzy</source>
        <translation>Fiebre de apoyos de famosos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyberattack on Campaign Servers</source>
        <translation>Ciberataque a los servidores de campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blizzard in the Upper Midwest</source>
        <translation>Ventisca en el Alto Medio Oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health-Care Costs Spike</source>
        <translation>Se disparan los costes sanitarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crisis at the Border</source>
        <translation>Crisis en la frontera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voter Identification Ruling</source>
        <translation>Sentencia sobre la identificación de votantes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Once per own turn: discarding a card with a National Security advert issue registers 3 voters.</source>
        <translation>Una vez en tu turno: descartar una carta con un tema de anuncio de Seguridad Nacional registra 3 votantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FL is closed to travel and to campaign voters; a pawn there moves out to AL or GA.</source>
        <translation>FL queda cerrado a viajes y votantes de campaña; un peón allí sale a AL o GA.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every candidate moves to an ethically minded state of its party and may commit 1 registered voter.</source>
        <translation>Cada candidato va a un estado de conciencia ética de su partido y puede colocar 1 votante registrado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plane travel costs $20M more. Each Economy issue advertised adds 1 voter per state.</source>
        <translation>Viajar en avión cuesta $20M más. Cada tema de Economía anunciado añade 1 votante por estado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fundraising brings $10M less. Economy issues cost $10M less to advertise.</source>
        <translation>Recaudar da $10M menos. Anunciar temas de Economía cuesta $10M menos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every register action registers 1 more voter.</source>
        <translation>Cada acción de registrar registra 1 votante más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment adverts add 1 voter per state. No campaign voters in CA or OR.</source>
        <translation>Los anuncios de Medio Ambiente añaden 1 votante por estado. Sin votantes de campaña en CA ni OR.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Travel without a plane goes 1 step less (at least 1). Energy adverts add 1 voter per state.</source>
        <translation>Viajar sin avión avanza 1 paso menos (al menos 1). Los anuncios de Energía añaden 1 votante por estado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Social &amp; Human Rights adverts add 1 voter per state.</source>
        <translation>Los anuncios de Derechos Sociales y Humanos añaden 1 votante por estado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>International Relations issues cost $10M more each; an advert with one registers 2 voters.</source>
        <translation>Relaciones Internacionales cuestan $10M más cada tema; un anuncio con uno registra 2 votantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The party with the most electoral votes loses 1 random card from each candidate&apos;s hand.</source>
        <translation>El partido con más votos electorales pierde 1 carta al azar de la mano de cada candidato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If still news at the next debate, its winner commits 2 more undecided voters in the debate state.</source>
        <translation>Si sigue vigente en el próximo debate, su ganador coloca 2 indecisos más en el estado del debate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The party with the fewest electoral votes registers 3 voters and gains $20M.</source>
        <translation>El partido con menos votos electorales registra 3 votantes y gana $20M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each instant or ongoing politick action costs $10M.</source>
        <translation>Cada acción política instantánea o permanente cuesta $10M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every campaign action commits 1 more voter.</source>
        <translation>Cada acción de campaña coloca 1 votante más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may play a response politick card.</source>
        <translation>Nadie puede jugar una carta de respuesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MN, WI, MI, ND and SD are closed to travel and to campaign voters; pawns there move out.</source>
        <translation>MN, WI, MI, ND y SD quedan cerrados a viajes y votantes de campaña; los peones allí salen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policies and Programs adverts add 1 voter per state.</source>
        <translation>Los anuncios de Políticas y Programas añaden 1 votante por estado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advertising Border Security or Immigration registers 2 voters.</source>
        <translation>Anunciar Seguridad Fronteriza o Inmigración registra 2 votantes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every register action registers 1 fewer voter (at least 1).</source>
        <translation>Cada acción de registrar registra 1 votante menos (al menos 1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in effect until the next Breaking News card is drawn</source>
        <translation>vigente hasta que se robe la siguiente noticia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>immediate: carried out once when drawn</source>
        <translation>inmediata: se cumple una vez al robarla</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/campaign_trail/scene/election_words.py" line="-108"/>
        <source>Consistent campaign practices</source>
        <translation>Coherencia de campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Political apparatus</source>
        <translation>Aparato político</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethical campaign practices</source>
        <translation>Prácticas de campaña éticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Appeal to high-EV states</source>
        <translation>Tirón en estados grandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financial responsibility</source>
        <translation>Responsabilidad financiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grassroots organization</source>
        <translation>Organización de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>National reach</source>
        <translation>Alcance nacional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broad coalition</source>
        <translation>Coalición amplia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regional dominance</source>
        <translation>Dominio regional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small-state appeal</source>
        <translation>Tirón en estados pequeños</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battleground appeal</source>
        <translation>Tirón en estados bisagra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heartland appeal</source>
        <translation>Tirón en el corazón del país</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Southern appeal</source>
        <translation>Tirón en el Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain-West appeal</source>
        <translation>Tirón en el Oeste montañoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debate performance</source>
        <translation>Actuación en los debates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hometown pride</source>
        <translation>Orgullo local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landslide</source>
        <translation>Victoria aplastante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lean campaign</source>
        <translation>Campaña austera</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep the highest card number in your party&apos;s hands low.</source>
        <translation>Mantén bajo el número de carta más alto en las manos de tu partido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many ongoing politick cards in play for your party.</source>
        <translation>Ten en juego muchas cartas de política permanentes de tu partido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in your party&apos;s 5 ethically minded states.</source>
        <translation>Ten muchos votantes en los 5 estados de conciencia ética de tu partido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in CA, TX, NY, FL, IL and PA.</source>
        <translation>Ten muchos votantes en CA, TX, NY, FL, IL y PA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish with a full war chest ($M).</source>
        <translation>Termina con el fondo de campaña lleno (en millones de $).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish with many registered voters still in your supply.</source>
        <translation>Termina con muchos votantes registrados aún en tu reserva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have at least 1 voter in as many states as you can (DC counts).</source>
        <translation>Ten al menos 1 votante en tantos estados como puedas (DC cuenta).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control many states (DC counts).</source>
        <translation>Controla muchos estados (DC cuenta).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control more states than every other party in many regions.</source>
        <translation>Controla en muchas regiones más estados que cualquier otro partido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in AK, DE, DC, ND, SD, VT and WY.</source>
        <translation>Ten muchos votantes en AK, DE, DC, ND, SD, VT y WY.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in AZ, GA, MI, NV, NC, PA and WI.</source>
        <translation>Ten muchos votantes en AZ, GA, MI, NV, NC, PA y WI.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the West North Central states.</source>
        <translation>Ten muchos votantes en los estados del West North Central.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the East and West South Central states.</source>
        <translation>Ten muchos votantes en los estados del East y West South Central.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in the Mountain states.</source>
        <translation>Ten muchos votantes en los estados de montaña (Mountain).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win many debate topics over both debates.</source>
        <translation>Gana muchos temas de debate entre los dos debates.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have many voters in your candidates&apos; home states.</source>
        <translation>Ten muchos votantes en los estados natales de tus candidatos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold many electoral votes before any Election Day voter is placed.</source>
        <translation>Ten muchos votos electorales antes de que se coloque ningún votante del día de la elección.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep few ongoing politick cards in play for your party.</source>
        <translation>Ten en juego pocas cartas de política permanentes de tu partido.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Exit Poll “%1”</source>
        <translation>Exit Poll «%1»</translation>
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
            <numerusform>Cada partido recibe boca abajo %n carta de Exit Poll y %n de State Returns.</numerusform>
            <numerusform>Cada partido recibe boca abajo %n cartas de Exit Poll y %n de State Returns.</numerusform>
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
        <translation>%1: una carta de Exit Poll descartada boca abajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a State Returns card discarded face down.</source>
        <translation>%1: una carta de State Returns descartada boca abajo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 discarded face down.</source>
        <translation>%1: %2 descartada boca abajo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no Exit Poll card held.</source>
        <translation>%1: sin carta de Exit Poll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 shows %3, tier %4: %5 reward voters for %6.</source>
        <translation>%1: %2 marca %3, nivel %4: %5 votantes de recompensa para %6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 shows %3, no tier reached.</source>
        <translation>%1: %2 marca %3, sin nivel alcanzado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: an Election Day reward voter in %2.</source>
        <translation>%1: un votante de recompensa del día de la elección en %2.</translation>
    </message>
</context>
<context>
    <name>copernico</name>
    <message>
        <location filename="../desktop_app/games/copernico/scene/board.py" line="+119"/>
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
        <location filename="../desktop_app/games/copernico/scene/texts.py" line="+471"/>
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
    <message numerus="yes">
        <location filename="../desktop_app/games/copernico/scene/areas.py" line="+69"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>✓ you rest this turn</source>
        <translation>✓ descansas este turno</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Quality and lines of three on this table so far; Advice and Hypotheses are counted at the end.</source>
        <translation>Calidad y líneas de tres de esta mesa hasta ahora; los consejos y las hipótesis se cuentan al final.</translation>
    </message>
    <message>
        <location line="+49"/>
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
        <location line="+29"/>
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
        <location line="+21"/>
        <location line="+48"/>
        <source>Advice</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Advice %1</source>
        <translation>Consejo %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>seen by you</source>
        <translation>vista por ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seen by %1</source>
        <translation>vista por %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your hypothesis</source>
        <translation>tu hipótesis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hypothesis of %1</source>
        <translation>hipótesis de %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+70"/>
        <source>Drawn cards: drag each one to a place on the right</source>
        <translation>Cartas robadas: arrastra cada una a un sitio de la derecha</translation>
    </message>
    <message>
        <location line="+54"/>
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
        <location line="+4"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · ±6 per objective</source>
        <translation>Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · ±6 por objetivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: quality · 2 per line of three · line colours 1/4/9/16/25 · Advice 6 · each Hypothesis 6</source>
        <translation>Puntuación: calidad · 2 por línea de tres · colores de línea 1/4/9/16/25 · Consejo 6 · cada hipótesis 6</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copernico/scene/pieces.py" line="+78"/>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying…</source>
        <translation>pagando…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, placed face down: it shows no colours and scores nothing.</source>
        <translation>%1, colocada boca abajo: no muestra colores y no puntúa.</translation>
    </message>
    <message>
        <location line="+58"/>
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
        <location filename="../desktop_app/games/copernico/scene/texts.py" line="-423"/>
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
        <location line="+9"/>
        <source>Keep</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass left to %1</source>
        <translation>Pasar a la izquierda, a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right to %1</source>
        <translation>Pasar a la derecha, a %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+192"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="-187"/>
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
        <location line="+29"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-20"/>
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
    <message numerus="yes">
        <location line="+18"/>
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
        <location line="+3"/>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 pasa %2 a %3.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Confirm your choice (Space); Undo takes back a choice</source>
        <translation>Confirma tu elección (Espacio); Deshacer anula una elección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag your only card to Keep</source>
        <translation>Arrastra tu única carta a «Quedarse»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which card to keep and which to pass</source>
        <translation>Elige qué carta te quedas y cuál pasas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which card to keep, discard and pass</source>
        <translation>Elige qué carta te quedas, cuál descartas y cuál pasas</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en la mano</numerusform>
            <numerusform>%n en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n look(s)</source>
        <translation>
            <numerusform>%n mirada</numerusform>
            <numerusform>%n miradas</numerusform>
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
        <translation>quedarte %1</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+3"/>
        <source>pass %1 to %2</source>
        <translation>pasar %1 a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Your draft: %1.</source>
        <translation>Tu selección: %1.</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="-200"/>
        <source>%1 has chosen the draft cards.</source>
        <translation>%1 ha elegido sus cartas.</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>1st card to %1</source>
        <translation>1.ª carta para %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2nd card to %1</source>
        <translation>2.ª carta para %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With two players, both passed cards go to the other player.</source>
        <translation>Con dos jugadores, las dos cartas pasadas van al otro jugador.</translation>
    </message>
    <message>
        <location line="+108"/>
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
        <location line="+16"/>
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
        <location line="+6"/>
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
        <location line="+13"/>
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
    <message>
        <location line="+43"/>
        <source>Place %1 on %2</source>
        <translation>Colocar %1 en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformulate %2 with %1</source>
        <translation>Reformular %2 con %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (free)</source>
        <translation>%1 (gratis)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (pay %n card(s))</source>
        <translation>
            <numerusform>%1 (pagar %n carta)</numerusform>
            <numerusform>%1 (pagar %n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 face down on %2</source>
        <translation>Colocar %1 boca abajo en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay with %1</source>
        <translation>Pagar con %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Look at Advice %1</source>
        <translation>Mirar el Consejo %1</translation>
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
        <translation>Amigo paternal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local radio</source>
        <translation>Radio local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local newspaper</source>
        <translation>Periódico local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local television</source>
        <translation>Televisión local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card</source>
        <translation>Carta roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wife&apos;s charity gala</source>
        <translation>Gala benéfica de la esposa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign office</source>
        <translation>Sede de campaña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends in industry</source>
        <translation>Amigos en la industria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inside information</source>
        <translation>Información privilegiada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small PR campaign</source>
        <translation>Pequeña campaña publicitaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharpen your elbows</source>
        <translation>Abrirse paso a codazos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>National radio</source>
        <translation>Radio nacional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sauna with colleagues</source>
        <translation>Sauna con colegas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy session</source>
        <translation>Reunión de estrategia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fundraising</source>
        <translation>Recaudación de fondos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign trail</source>
        <translation>Gira electoral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus payment to team member</source>
        <translation>Prima a un miembro del equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press spokesperson</source>
        <translation>Portavoz de prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends at the banks</source>
        <translation>Amigos en los bancos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big PR campaign</source>
        <translation>Gran campaña publicitaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Federal press ball</source>
        <translation>Baile federal de la prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garden party for friends</source>
        <translation>Fiesta en el jardín con amigos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best-selling daily newspaper</source>
        <translation>El diario más vendido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keynote speaker at the Bremen Schaffermahl</source>
        <translation>Orador principal en el Schaffermahl de Bremen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>National television</source>
        <translation>Televisión nacional</translation>
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
        <translation>Cartas extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permission to buy</source>
        <translation>Permiso de compra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra money</source>
        <translation>Dinero extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card exchange</source>
        <translation>Intercambio de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card shredding</source>
        <translation>Destrucción de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocation Office for Major Projects</source>
        <translation>Oficina de Adjudicación de Grandes Proyectos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special buying permission</source>
        <translation>Permiso especial de compra</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (no. %2)</source>
        <translation>%1 (n.º %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-239"/>
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
        <location line="+54"/>
        <source>No action</source>
        <translation>Sin acción</translation>
    </message>
    <message>
        <location line="-53"/>
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
    <message numerus="yes">
        <location line="+9"/>
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n moneda</numerusform>
            <numerusform>+%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 coin or 2 VP</source>
        <translation>1 moneda o 2 PV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins ×2</source>
        <translation>Monedas ×2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Shred ≤%n: a coin each</source>
        <translation>
            <numerusform>Destruye ≤%n: 1 moneda por carta</numerusform>
            <numerusform>Destruye ≤%n: 1 moneda por carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Buy %n card(s)</source>
        <translation>
            <numerusform>Compra %n carta</numerusform>
            <numerusform>Compra %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide street, buy 1</source>
        <translation>Desplaza la calle, compra 1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n VP</source>
        <translation>
            <numerusform>+%n PV</numerusform>
            <numerusform>+%n PV</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers ×2</source>
        <translation>Marcadores ×2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 VP per coin</source>
        <translation>1 PV por moneda</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+167"/>
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Roba %n carta</numerusform>
            <numerusform>Roba %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>Exchange ≤%n card(s)</source>
        <translation>
            <numerusform>Cambia ≤%n carta</numerusform>
            <numerusform>Cambia ≤%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins → cards</source>
        <translation>Monedas → cartas</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n worker(s)</source>
        <translation>
            <numerusform>+%n trabajador</numerusform>
            <numerusform>+%n trabajadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shred 1: +1 worker</source>
        <translation>Carta → +1 trabajador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 office now</source>
        <translation>+1 oficina ya</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join an occupied office</source>
        <translation>Oficina ajena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a card again</source>
        <translation>Usa una carta otra vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a worker again</source>
        <translation>Usa un trabajador otra vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy a card</source>
        <translation>Copia una carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep cards</source>
        <translation>Guarda cartas</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Shred ≤%n → coins</source>
        <translation>
            <numerusform>Vende ≤%n carta</numerusform>
            <numerusform>Vende ≤%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Swap ≤%n card(s)</source>
        <translation>
            <numerusform>Cambia ≤%n carta</numerusform>
            <numerusform>Cambia ≤%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card again</source>
        <translation>Carta otra vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide, buy 1</source>
        <translation>Desplaza, compra 1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Phase 3: adds %n coin(s) to your coin total.</source>
        <translation>
            <numerusform>Fase 3: suma %n moneda a tu total de monedas.</numerusform>
            <numerusform>Fase 3: suma %n monedas a tu total de monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: choose 1 coin or 2 victory points, each time it is used.</source>
        <translation>Fase 3: elige 1 moneda o 2 puntos de victoria cada vez que se usa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: your base coins count once more (at most three times in all). Coins from the Allocation Office or a Bonus payment are not doubled.</source>
        <translation>Fase 3: tus monedas base cuentan una vez más (como máximo el triple en total). Las monedas de la Oficina de Adjudicación o de una Prima no se duplican.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: remove up to %n hand card(s) from the game; each gives 1 coin. Usable without buying.</source>
        <translation>
            <numerusform>Fase 3: retira de la partida hasta %n carta de tu mano; cada una da 1 moneda. Se puede usar sin comprar.</numerusform>
            <numerusform>Fase 3: retira de la partida hasta %n cartas de tu mano; cada una da 1 moneda. Se puede usar sin comprar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: buy up to %n card(s) from the street, paying price plus the space&apos;s surcharge. Every red card left of a bought card comes along.</source>
        <translation>
            <numerusform>Fase 3: compra hasta %n carta de la calle pagando su precio más el recargo de la casilla. Toda carta roja a la izquierda de una carta comprada viene también.</numerusform>
            <numerusform>Fase 3: compra hasta %n cartas de la calle pagando su precio más el recargo de la casilla. Toda carta roja a la izquierda de una carta comprada viene también.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 3: all street cards slide left to close gaps, the street is refilled, then you may buy 1 card.</source>
        <translation>Fase 3: todas las cartas de la calle se desplazan a la izquierda para cerrar huecos, se repone la calle y luego puedes comprar 1 carta.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 3: %n victory point(s).</source>
        <translation>
            <numerusform>Fase 3: %n punto de victoria.</numerusform>
            <numerusform>Fase 3: %n puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase 3: your victory point markers count once more (at most three times).</source>
        <translation>Fase 3: tus marcadores de puntos de victoria cuentan una vez más (como máximo el triple).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taken with a purchase: pay only the space&apos;s surcharge, then invest any coins for 1 victory point each. It lies in front of you and counts towards the end of the game.</source>
        <translation>Se obtiene con una compra: paga solo el recargo de la casilla y luego invierte las monedas que quieras, a 1 punto de victoria cada una. Queda delante de ti y cuenta para el final de la partida.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Phase 2: draw %n card(s) from your draw pile.</source>
        <translation>
            <numerusform>Fase 2: roba %n carta de tu mazo de robo.</numerusform>
            <numerusform>Fase 2: roba %n cartas de tu mazo de robo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Phase 2: put up to %n hand card(s) on your clipboard pile, then draw as many.</source>
        <translation>
            <numerusform>Fase 2: pon hasta %n carta de tu mano en tu portapapeles y roba otras tantas.</numerusform>
            <numerusform>Fase 2: pon hasta %n cartas de tu mano en tu portapapeles y roba otras tantas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: pay with coin cards from your hand or unused Extra money offices; draw up to 1 card per coin paid. The coins are spent.</source>
        <translation>Fase 2: paga con cartas de monedas de tu mano u oficinas de Dinero extra sin usar; roba hasta 1 carta por moneda pagada. Las monedas quedan gastadas.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Phase 2: take %n extra campaign worker(s) for this round (at most %1 extra a round).</source>
        <translation>
            <numerusform>Fase 2: toma %n trabajador de campaña extra para esta ronda (como máximo %1 extra por ronda).</numerusform>
            <numerusform>Fase 2: toma %n trabajadores de campaña extra para esta ronda (como máximo %1 extra por ronda).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 2: remove 1 other hand card from the game and take 1 extra campaign worker for this round.</source>
        <translation>Fase 2: retira de la partida otra carta de tu mano y toma 1 trabajador de campaña extra para esta ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: place one more of your workers at once in an empty office, in addition to your turn&apos;s placement.</source>
        <translation>Fase 2: coloca enseguida otro de tus trabajadores en una oficina vacía, además de la colocación de tu turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: one later placement this turn may go into an office holding exactly one worker of another player. You find no markers there.</source>
        <translation>Fase 2: una colocación posterior en este turno puede ir a una oficina con exactamente un trabajador de otro jugador. Allí no encuentras marcadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use one card of your play area once more (phase 2: blue, purple or grey; phase 3: yellow, green or grey). It then goes to your clipboard pile; its coins are never doubled.</source>
        <translation>Usa una vez más una carta de tu zona de juego (fase 2: azul, morada o gris; fase 3: amarilla, verde o gris). Después va a tu portapapeles; sus monedas nunca se duplican.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 2 or 3: use the office of one of your workers once more. Its coins are never doubled.</source>
        <translation>Fase 2 o 3: usa una vez más la oficina de uno de tus trabajadores. Sus monedas nunca se duplican.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2 or 3: carry out the action of another card in your play area once more; that card stays where it is.</source>
        <translation>Fase 2 o 3: realiza una vez más la acción de otra carta de tu zona de juego; esa carta se queda donde está.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 3: set aside any of your remaining hand cards, hidden; they join your hand next round. Play it first.</source>
        <translation>Fase 3: aparta boca abajo las cartas que quieras de las que te quedan en la mano; se unen a tu mano en la próxima ronda. Juégala primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red card: no action. You bid, shred or exchange it, or it clutters your deck.</source>
        <translation>Carta roja: sin acción. La usas para pujar, la destruyes o la cambias; si no, estorba en tu mazo.</translation>
    </message>
    <message>
        <location line="+5"/>
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
    <message numerus="yes">
        <location line="+11"/>
        <source>A game for %n players is set up; the first extra office is %1.</source>
        <translation>
            <numerusform>Se prepara una partida para %n jugador; la primera oficina adicional es %1.</numerusform>
            <numerusform>Se prepara una partida para %n jugadores; la primera oficina adicional es %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 begins: everyone draws 5 cards.</source>
        <translation>Empieza la ronda %1: todos roban 5 cartas.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %1.</source>
        <translation>Robas %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 shuffles the discard pile into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>%1 baraja la pila de descartes y forma un nuevo mazo de robo de %n carta.</numerusform>
            <numerusform>%1 baraja la pila de descartes y forma un nuevo mazo de robo de %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes %n kept card(s) back into the hand.</source>
        <translation>
            <numerusform>%1 devuelve a su mano %n carta guardada.</numerusform>
            <numerusform>%1 devuelve a su mano %n cartas guardadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lays a card face down as a bid.</source>
        <translation>%1 pone una carta boca abajo como puja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bid %1.</source>
        <translation>Pujas con %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 nothing (0)</source>
        <translation>%1 nada (0)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids revealed: %1. Turn order: %2.</source>
        <translation>Pujas reveladas: %1. Orden de turno: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 elbows in and places a campaign worker beside another in %2.</source>
        <translation>%1 se abre paso a codazos y coloca un trabajador de campaña junto a otro en la oficina %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 places a campaign worker in %2 and takes %n victory point marker(s).</source>
        <translation>
            <numerusform>%1 coloca un trabajador de campaña en la oficina %2 y toma %n marcador de puntos de victoria.</numerusform>
            <numerusform>%1 coloca un trabajador de campaña en la oficina %2 y toma %n marcadores de puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places a campaign worker in %2.</source>
        <translation>%1 coloca un trabajador de campaña en la oficina %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2, which has no effect now.</source>
        <translation>%1 juega %2, que ahora no tiene efecto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the office %2.</source>
        <translation>%1 usa la oficina %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the office %2 once more (Bonus payment).</source>
        <translation>%1 usa la oficina %2 una vez más (Prima).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 uses %2 once more (Allocation Office); it goes to the clipboard pile.</source>
        <translation>%1 usa %2 una vez más (Oficina de Adjudicación); la carta va al portapapeles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 copies %2 with %3.</source>
        <translation>%1 copia %2 con %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 takes %n extra campaign worker(s); more would exceed 4 a round.</source>
        <translation>
            <numerusform>%1 toma %n trabajador de campaña extra; más superaría el límite de 4 por ronda.</numerusform>
            <numerusform>%1 toma %n trabajadores de campaña extra; más superarían el límite de 4 por ronda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes %n extra campaign worker(s).</source>
        <translation>
            <numerusform>%1 toma %n trabajador de campaña extra.</numerusform>
            <numerusform>%1 toma %n trabajadores de campaña extra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets no extra campaign worker: 4 a round is the limit.</source>
        <translation>%1 no recibe ningún trabajador de campaña extra: el límite es 4 por ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removes %2 from the game.</source>
        <translation>%1 retira %2 de la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts %2 on the clipboard pile to draw as many.</source>
        <translation>%1 pone %2 en el portapapeles para robar otras tantas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pays nothing into Fundraising.</source>
        <translation>%1 no paga nada a la Recaudación de fondos.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pays %n coin(s) into Fundraising with %2.</source>
        <translation>
            <numerusform>%1 paga %n moneda a la Recaudación de fondos con %2.</numerusform>
            <numerusform>%1 paga %n monedas a la Recaudación de fondos con %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes 2 victory points from Wife&apos;s charity gala.</source>
        <translation>%1 toma 2 puntos de victoria de la Gala benéfica de la esposa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes 1 coin from Wife&apos;s charity gala.</source>
        <translation>%1 toma 1 moneda de la Gala benéfica de la esposa.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 keeps %n card(s) hidden for the next round.</source>
        <translation>
            <numerusform>%1 guarda %n carta oculta para la próxima ronda.</numerusform>
            <numerusform>%1 guarda %n cartas ocultas para la próxima ronda.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You keep %1 for the next round.</source>
        <translation>Guardas %1 para la próxima ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no campaign worker left and passes.</source>
        <translation>%1 no tiene más trabajadores de campaña y pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passes for the rest of phase 2.</source>
        <translation>%1 pasa durante el resto de la fase 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends the turn.</source>
        <translation>%1 termina su turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the remaining cards and goes shopping.</source>
        <translation>%1 juega las cartas que le quedan y se va de compras.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-110"/>
        <location line="+120"/>
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/texts.py" line="+2"/>
        <source>%1 has %2 and %n purchase(s).</source>
        <translation>
            <numerusform>%1 tiene %2 y %n compra.</numerusform>
            <numerusform>%1 tiene %2 y %n compras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Special buying permissions: %n.</source>
        <translation>
            <numerusform>Permisos especiales de compra: %n.</numerusform>
            <numerusform>Permisos especiales de compra: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 buys %2 from space %3 for %n coin(s).</source>
        <translation>
            <numerusform>%1 compra %2 de la casilla %3 por %n moneda.</numerusform>
            <numerusform>%1 compra %2 de la casilla %3 por %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+8"/>
        <source>%n red card(s) come along.</source>
        <translation>
            <numerusform>Viene también %n carta roja.</numerusform>
            <numerusform>Vienen también %n cartas rojas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%1 acquires the doctorate %2 from space %3, paying %n coin(s).</source>
        <translation>
            <numerusform>%1 obtiene el doctorado %2 de la casilla %3 y paga %n moneda.</numerusform>
            <numerusform>%1 obtiene el doctorado %2 de la casilla %3 y paga %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 invests %n coin(s) in the doctorate for as many victory points.</source>
        <translation>
            <numerusform>%1 invierte %n moneda en el doctorado y obtiene 1 punto de victoria.</numerusform>
            <numerusform>%1 invierte %n monedas en el doctorado y obtiene otros tantos puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 uses a special buying permission: the street slides left and is refilled.</source>
        <translation>%1 usa un permiso especial de compra: la calle se desplaza a la izquierda y se repone.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 scores %n victory point(s) this round and now has %2.</source>
        <translation>
            <numerusform>%1 consigue %n punto de victoria esta ronda y ahora tiene %2.</numerusform>
            <numerusform>%1 consigue %n puntos de victoria esta ronda y ahora tiene %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A victory point marker is added to each of %n empty office(s).</source>
        <translation>
            <numerusform>Se añade un marcador de puntos de victoria a %n oficina vacía.</numerusform>
            <numerusform>Se añade un marcador de puntos de victoria a cada una de las %n oficinas vacías.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new office opens: %1.</source>
        <translation>Se abre una nueva oficina: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No unsold card leaves the street.</source>
        <translation>Ninguna carta sin vender sale de la calle.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n unsold card(s) leave the game: %1.</source>
        <translation>
            <numerusform>%n carta sin vender sale de la partida: %1.</numerusform>
            <numerusform>%n cartas sin vender salen de la partida: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n new card(s) come onto the street: %1.</source>
        <translation>
            <numerusform>%n carta nueva llega a la calle: %1.</numerusform>
            <numerusform>%n cartas nuevas llegan a la calle: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends because %1. Elected: %2.</source>
        <translation>La partida termina porque %1. Gana la elección: %2.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-76"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay</source>
        <translation>Pagar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/areas.py" line="+80"/>
        <source>3–4 players</source>
        <translation>3–4 jug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Federal department</source>
        <translation>Ministerio federal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Section %1</source>
        <translation>Sección %1</translation>
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
        <translation>desde la ronda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markers left %1 · Deck %2</source>
        <translation>Marcadores %1 · Mazo %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The career path runs round the board: each piece stands on its player&apos;s victory points (95 ends the game).</source>
        <translation>El camino de la carrera rodea el tablero: cada ficha está en los puntos de victoria de su jugador (con 95 termina la partida).</translation>
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
            <numerusform>Aquí hay %n marcador de puntos de victoria.</numerusform>
            <numerusform>Aquí hay %n marcadores de puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Street space %1: surcharge %2.</source>
        <translation>Casilla %1 de la calle: recargo de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsold card here leaves the game at the end of the round.</source>
        <translation>Una carta sin vender en esta casilla sale de la partida al final de la ronda.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>bid laid ✓</source>
        <translation>puja hecha ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing a bid…</source>
        <translation>eligiendo puja…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to act</source>
        <translation>le toca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passed</source>
        <translation>ha pasado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playing cards…</source>
        <translation>jugando cartas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying…</source>
        <translation>comprando…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>+%n VP this round</source>
        <translation>
            <numerusform>+%n PV esta ronda</numerusform>
            <numerusform>+%n PV esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>hand %n</source>
        <translation>
            <numerusform>mano %n</numerusform>
            <numerusform>mano %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>draw pile %n</source>
        <translation>
            <numerusform>mazo %n</numerusform>
            <numerusform>mazo %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n marcador</numerusform>
            <numerusform>%n marcadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n kept</source>
        <translation>
            <numerusform>%n guardada</numerusform>
            <numerusform>%n guardadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+183"/>
        <source>%n doctorate(s)</source>
        <translation>
            <numerusform>%n doctorado</numerusform>
            <numerusform>%n doctorados</numerusform>
        </translation>
    </message>
    <message>
        <location line="-178"/>
        <source>coins %1 · buys %2 · +%3 VP</source>
        <translation>monedas %1 · compras %2 · +%3 PV</translation>
    </message>
    <message>
        <location line="-4"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid laid</source>
        <translation>puja hecha</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n card(s) in hand (hidden)</source>
        <translation>
            <numerusform>%n carta en la mano (oculta)</numerusform>
            <numerusform>%n cartas en la mano (ocultas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop_app/games/copycat/scene/items.py" line="+243"/>
        <source>clipboard</source>
        <translation>portapapeles</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop_app/games/copycat/scene/items.py" line="+1"/>
        <source>discard</source>
        <translation>descarte</translation>
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
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>play area</source>
        <translation>zona de juego</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n punto de victoria</numerusform>
            <numerusform>%n puntos de victoria</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coins: %1 left of %2</source>
        <translation>Monedas: quedan %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coins: %1</source>
        <translation>Monedas: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchases: %1</source>
        <translation>Compras: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(+%n special)</source>
        <translation>
            <numerusform>(+%n especial)</numerusform>
            <numerusform>(+%n especiales)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>VP this round: +%1</source>
        <translation>PV esta ronda: +%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Coins: in phase 3</source>
        <translation>Monedas: fase 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office buys: %1</source>
        <translation>Compras en oficinas: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Extra workers this round: %1 of at most %2.</source>
        <translation>Trabajadores extra esta ronda: %1 de %2 como máximo.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>VP markers held: %n</source>
        <translation>
            <numerusform>Marcadores de PV: %n</numerusform>
            <numerusform>Marcadores de PV: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Kept for next round: %n</source>
        <translation>
            <numerusform>Guardadas para la próxima ronda: %n</numerusform>
            <numerusform>Guardadas para la próxima ronda: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doctorates: %1</source>
        <translation>Doctorados: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Workers to place: %n</source>
        <translation>
            <numerusform>Por colocar: %n</numerusform>
            <numerusform>Por colocar: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your play area</source>
        <translation>Tu zona de juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play area</source>
        <translation>Zona de juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your play area: drag cards here to play them</source>
        <translation>Tu zona de juego: arrastra cartas aquí para jugarlas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your bid: drag a card here</source>
        <translation>Tu puja: arrastra una carta aquí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw pile</source>
        <translation>Mazo de robo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clipboard</source>
        <translation>Portapapeles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile</source>
        <translation>Descartes</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/copycat/scene/pieces.py" line="+183"/>
        <source>used %n×</source>
        <translation>
            <numerusform>usada %n×</numerusform>
            <numerusform>usada %n×</numerusform>
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
        <translation>viene también</translation>
    </message>
    <message>
        <location line="+112"/>
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
    <message numerus="yes">
        <location line="+56"/>
        <source>%1: %n victory point(s)</source>
        <translation>
            <numerusform>%1: %n punto de victoria</numerusform>
            <numerusform>%1: %n puntos de victoria</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/board.py" line="+346"/>
        <source>All</source>
        <translation>Todo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play next card</source>
        <translation>Jugar la siguiente carta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special buy</source>
        <translation>Compra especial</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="-88"/>
        <source>Waiting…</source>
        <translation>Esperando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for the bid of %1.</source>
        <translation>Esperando la puja de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is acting.</source>
        <translation>%1 está jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the bids of %1.</source>
        <translation>Esperando las pujas de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 are acting.</source>
        <translation>%1 están jugando.</translation>
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
    <message numerus="yes">
        <location line="+6"/>
        <source>Play all your cards: drag them to your play area (%n left), use your offices.</source>
        <translation>
            <numerusform>Juega todas tus cartas: arrástralas a tu zona de juego (queda %n) y usa tus oficinas.</numerusform>
            <numerusform>Juega todas tus cartas: arrástralas a tu zona de juego (quedan %n) y usa tus oficinas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All cards played. Use your offices, then go to the purchases.</source>
        <translation>Todas las cartas jugadas. Usa tus oficinas y pasa a las compras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No purchase left: finish your turn.</source>
        <translation>No te quedan compras: termina tu turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Click a street card to buy it: %n purchase(s) left, %1.</source>
        <translation>
            <numerusform>Haz clic en una carta de la calle para comprarla: te queda %n compra, %1.</numerusform>
            <numerusform>Haz clic en una carta de la calle para comprarla: te quedan %n compras, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Card exchange: click up to %n card(s) to exchange (%1 chosen), then Done.</source>
        <translation>
            <numerusform>Intercambio de cartas: haz clic en hasta %n carta para cambiarla (%1 elegidas) y luego en «Hecho».</numerusform>
            <numerusform>Intercambio de cartas: haz clic en hasta %n cartas para cambiarlas (%1 elegidas) y luego en «Hecho».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Card shredding: click up to %n card(s) to shred for 1 coin each (%1 chosen).</source>
        <translation>
            <numerusform>Destrucción de cartas: haz clic en hasta %n carta para destruirla a cambio de 1 moneda (%1 elegidas).</numerusform>
            <numerusform>Destrucción de cartas: haz clic en hasta %n cartas para destruirlas a 1 moneda cada una (%1 elegidas).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strategy session: click the cards to keep for next round (%1 chosen), then Done.</source>
        <translation>Reunión de estrategia: haz clic en las cartas que guardas para la próxima ronda (%1 elegidas) y luego en «Hecho».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fundraising: click coin cards or Extra money offices, then Pay. Skip pays nothing.</source>
        <translation>Recaudación de fondos: haz clic en cartas de monedas u oficinas de Dinero extra y luego en «Pagar». Con «Omitir» no pagas nada.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Fundraising: how many cards do you draw? (up to %n)</source>
        <translation>
            <numerusform>Recaudación de fondos: ¿cuántas cartas robas? (hasta %n)</numerusform>
            <numerusform>Recaudación de fondos: ¿cuántas cartas robas? (hasta %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wife&apos;s charity gala: take 1 coin or 2 victory points.</source>
        <translation>Gala benéfica de la esposa: toma 1 moneda o 2 puntos de victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign office: click a hand card to shred for an extra worker.</source>
        <translation>Sede de campaña: haz clic en una carta de tu mano para destruirla a cambio de un trabajador extra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inside information: drag a worker onto a glowing office.</source>
        <translation>Información privilegiada: arrastra un trabajador a una oficina iluminada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allocation Office: click a card in your play area to use it once more.</source>
        <translation>Oficina de Adjudicación: haz clic en una carta de tu zona de juego para usarla una vez más.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press spokesperson: click a card in your play area to copy.</source>
        <translation>Portavoz de prensa: haz clic en una carta de tu zona de juego para copiarla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus payment: click one of your offices to use it once more.</source>
        <translation>Prima: haz clic en una de tus oficinas para usarla una vez más.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Doctorate: how many coins do you invest for victory points? (up to %n)</source>
        <translation>
            <numerusform>Doctorado: ¿cuántas monedas inviertes en puntos de victoria? (hasta %n)</numerusform>
            <numerusform>Doctorado: ¿cuántas monedas inviertes en puntos de victoria? (hasta %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over. Elected: %1.</source>
        <translation>La partida ha terminado. Gana la elección: %1.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/areas.py" line="-263"/>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+12"/>
        <source>deciding…</source>
        <translation>decidiendo…</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/copycat/scene/prompts.py" line="+9"/>
        <source>Bid %1</source>
        <translation>Pujar con %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place a worker beside another in %1</source>
        <translation>Colocar un trabajador junto a otro en la oficina %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Place a worker in %1 (take %n marker(s))</source>
        <translation>
            <numerusform>Colocar un trabajador en la oficina %1 (tomar %n marcador)</numerusform>
            <numerusform>Colocar un trabajador en la oficina %1 (tomar %n marcadores)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+6"/>
        <source>Exchange %1</source>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shred %1 for 1 coin</source>
        <translation>Destruir %1 a cambio de 1 moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep %1 for the next round</source>
        <translation>Guardar %1 para la próxima ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay with %1</source>
        <translation>Pagar con %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shred %1 for an extra worker</source>
        <translation>Destruir %1 a cambio de un trabajador extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use %1 once more</source>
        <translation>Usar %1 una vez más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy %1</source>
        <translation>Copiar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose %1</source>
        <translation>Elegir %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pay with the office %1</source>
        <translation>Pagar con la oficina %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place an extra worker in %1</source>
        <translation>Colocar un trabajador extra en la oficina %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the office %1 once more</source>
        <translation>Usar la oficina %1 una vez más</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the office %1</source>
        <translation>Elegir la oficina %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take 2 victory points</source>
        <translation>Tomar 2 puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 1 coin</source>
        <translation>Tomar 1 moneda</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Invest %n coin(s)</source>
        <translation>
            <numerusform>Invertir %n moneda</numerusform>
            <numerusform>Invertir %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2 = %3 coins</source>
        <translation>%1 + %2 = %3 monedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 from space %2 for %3</source>
        <translation>Comprar %1 de la casilla %2 por %3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+9"/>
        <source>(%n red card(s) come along)</source>
        <translation>
            <numerusform>(viene también %n carta roja)</numerusform>
            <numerusform>(vienen también %n cartas rojas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>Acquire %1 from space %2 for a surcharge of %n coin(s), then invest</source>
        <translation>
            <numerusform>Obtener %1 de la casilla %2 por un recargo de %n moneda y luego invertir</numerusform>
            <numerusform>Obtener %1 de la casilla %2 por un recargo de %n monedas y luego invertir</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
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
    <message>
        <location filename="../desktop_app/games/copycat/scene/end_lists.py" line="+52"/>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Played in the last round</source>
        <translation>Jugadas en la última ronda</translation>
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
        <location line="+24"/>
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
        <location line="+67"/>
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
        <location line="-103"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Education</source>
        <translation>Educación</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Transport</source>
        <translation>Transporte</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Finance</source>
        <translation>Finanzas</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+28"/>
        <location line="+82"/>
        <source>Legislation</source>
        <translation>Legislación</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Development</source>
        <translation>Desarrollo</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 VP +%2</source>
        <translation>%1 PV +%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 or more</source>
        <translation>%1 o más</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 VP and %3 influence</source>
        <translation>%1 → %2 PV y %3 de influencia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 → %2 VP</source>
        <translation>%1 → %2 PV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2 influence</source>
        <translation>%1 → %2 de influencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → nothing</source>
        <translation>%1 → nada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolving pays each player by their employees here, in council influence types of their choice: %1; the resolver gets %2 more.</source>
        <translation>Al resolver, cada jugador cobra según sus empleados aquí, en los tipos de influencia de comisión que elija: %1; quien resuelve recibe %2 más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolving pays each player by their employees here: %1; the resolver gets %2 more.</source>
        <translation>Al resolver, cada jugador cobra según sus empleados aquí: %1; quien resuelve recibe %2 más.</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location filename="../desktop_app/games/councils/scene/items.py" line="+304"/>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+9"/>
        <source>Building projects</source>
        <translation>Proyectos de construcción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 A + %2 B cards left</source>
        <translation>quedan %1 cartas A y %2 B</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+1"/>
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
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+43"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · last normal round: the deck is used up</source>
        <translation>Ronda %1 · última ronda normal: el mazo se ha agotado</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Final rounds · any action allowed · %n turn(s) left</source>
        <translation>
            <numerusform>Rondas finales · cualquier acción permitida · queda %n turno</numerusform>
            <numerusform>Rondas finales · cualquier acción permitida · quedan %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Lower one of your council influences (education, transport, finance or legislation) by 1 and gain %n development.</source>
        <translation>
            <numerusform>Reduce en 1 una de tus influencias de comisión (educación, transporte, finanzas o legislación) y gana %n de desarrollo.</numerusform>
            <numerusform>Reduce en 1 una de tus influencias de comisión (educación, transporte, finanzas o legislación) y gana %n de desarrollo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Put one employee from this building into the box, take the other one back and gain %n development.</source>
        <translation>
            <numerusform>Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de desarrollo.</numerusform>
            <numerusform>Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de desarrollo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Gain %n development.</source>
        <translation>
            <numerusform>Gana %n de desarrollo.</numerusform>
            <numerusform>Gana %n de desarrollo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Put one employee from this building into the box, take the other one back and gain %n council influence, split over the four council types as you like (no development).</source>
        <translation>
            <numerusform>Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de influencia de comisión, repartida como quieras entre los cuatro tipos de comisión (nada de desarrollo).</numerusform>
            <numerusform>Devuelve a la caja un empleado de este edificio, recupera el otro y gana %n de influencia de comisión, repartida como quieras entre los cuatro tipos de comisión (nada de desarrollo).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
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
    <message numerus="yes">
        <location line="+3"/>
        <source>Name a building type: %n VP for each building of that type next to this one (City Hall counts as the named type).</source>
        <translation>
            <numerusform>Nombra un tipo de edificio: %n PV por cada edificio de ese tipo adyacente a este (el ayuntamiento cuenta como el tipo nombrado).</numerusform>
            <numerusform>Nombra un tipo de edificio: %n PV por cada edificio de ese tipo adyacente a este (el ayuntamiento cuenta como el tipo nombrado).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n VP for each different building type next to this one (City Hall adds one type that is missing).</source>
        <translation>
            <numerusform>%n PV por cada tipo de edificio distinto adyacente a este (el ayuntamiento añade un tipo que falte).</numerusform>
            <numerusform>%n PV por cada tipo de edificio distinto adyacente a este (el ayuntamiento añade un tipo que falte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take %n of your employees back from the box.</source>
        <translation>
            <numerusform>Recupera de la caja uno de tus empleados.</numerusform>
            <numerusform>Recupera de la caja %n de tus empleados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP for each employee on a building in the city, yours and everyone else&apos;s.</source>
        <translation>
            <numerusform>%n PV por cada empleado sobre un edificio de la ciudad, tuyo o de cualquier otro jugador.</numerusform>
            <numerusform>%n PV por cada empleado sobre un edificio de la ciudad, tuyo o de cualquier otro jugador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pay %n development to build a project from the display for free, anywhere in the city; this building&apos;s employees move onto it as far as it needs them, the rest come back to you.</source>
        <translation>
            <numerusform>Paga %n de desarrollo para construir gratis un proyecto de la oferta en cualquier lugar de la ciudad; los empleados de este edificio pasan a él hasta cubrir los que necesite y el resto vuelve a ti.</numerusform>
            <numerusform>Paga %n de desarrollo para construir gratis un proyecto de la oferta en cualquier lugar de la ciudad; los empleados de este edificio pasan a él hasta cubrir los que necesite y el resto vuelve a ti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>−1 → +%n dev</source>
        <translation>
            <numerusform>−1 → +%n des</numerusform>
            <numerusform>−1 → +%n des</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>box 1, +%n dev</source>
        <translation>
            <numerusform>1 a la caja, +%n des</numerusform>
            <numerusform>1 a la caja, +%n des</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n dev</source>
        <translation>
            <numerusform>+%n des</numerusform>
            <numerusform>+%n des</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>box 1, +%n any</source>
        <translation>
            <numerusform>1 a la caja, +%n a elegir</numerusform>
            <numerusform>1 a la caja, +%n a elegir</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/type</source>
        <translation>
            <numerusform>%n PV/tipo</numerusform>
            <numerusform>%n PV/tipo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/kind</source>
        <translation>
            <numerusform>%n PV/clase</numerusform>
            <numerusform>%n PV/clase</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>employee back</source>
        <translation>recuperar</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n VP/staff</source>
        <translation>
            <numerusform>%n PV/empleado</numerusform>
            <numerusform>%n PV/empleado</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free build</source>
        <translation>construir gratis</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/log_texts.py" line="+21"/>
        <location line="+52"/>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+8"/>
        <source>%1 %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+3"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/texts.py" line="+6"/>
        <source>Needs no employees; its action happens once, right after it is placed.</source>
        <translation>No necesita empleados; su acción ocurre una sola vez, justo después de colocarlo.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Needs %n employee(s) on it.</source>
        <translation>
            <numerusform>Necesita %n empleado encima.</numerusform>
            <numerusform>Necesita %n empleados encima.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
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
    <message numerus="yes">
        <location line="+1"/>
        <source>Scores %n VP when the project starts.</source>
        <translation>
            <numerusform>Da %n PV al iniciar el proyecto.</numerusform>
            <numerusform>Da %n PV al iniciar el proyecto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action #%1: %2</source>
        <translation>Acción #%1: %2</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/log_texts.py" line="-64"/>
        <source>%1 right and %2 down from City Hall</source>
        <translation>%1 a la derecha y %2 hacia abajo desde el ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 right and %2 up from City Hall</source>
        <translation>%1 a la derecha y %2 hacia arriba desde el ayuntamiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left and %2 down from City Hall</source>
        <translation>%1 a la izquierda y %2 hacia abajo desde el ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left and %2 up from City Hall</source>
        <translation>%1 a la izquierda y %2 hacia arriba desde el ayuntamiento</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n space(s) to the right of City Hall</source>
        <translation>
            <numerusform>%n casilla a la derecha del ayuntamiento</numerusform>
            <numerusform>%n casillas a la derecha del ayuntamiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) to the left of City Hall</source>
        <translation>
            <numerusform>%n casilla a la izquierda del ayuntamiento</numerusform>
            <numerusform>%n casillas a la izquierda del ayuntamiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) below City Hall</source>
        <translation>
            <numerusform>%n casilla por debajo del ayuntamiento</numerusform>
            <numerusform>%n casillas por debajo del ayuntamiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n space(s) above City Hall</source>
        <translation>
            <numerusform>%n casilla por encima del ayuntamiento</numerusform>
            <numerusform>%n casillas por encima del ayuntamiento</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at City Hall</source>
        <translation>en el ayuntamiento</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 builds %2 for free (%3).</source>
        <translation>%1 construye gratis el edificio %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %2 (%3) and puts %n employee(s) on it.</source>
        <translation>
            <numerusform>%1 coloca el edificio %2 (%3) y pone %n empleado encima.</numerusform>
            <numerusform>%1 coloca el edificio %2 (%3) y pone %n empleados encima.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places %2 (%3).</source>
        <translation>%1 coloca el edificio %2 (%3).</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 cannot do anything and passes.</source>
        <translation>%1 no puede hacer nada y pasa.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %n employee(s) in the %2.</source>
        <translation>
            <numerusform>%1 coloca %n empleado en la %2.</numerusform>
            <numerusform>%1 coloca %n empleados en la %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places one employee in each of: %2.</source>
        <translation>%1 coloca un empleado en cada una de estas comisiones: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 resolves an issue in the %2.</source>
        <translation>%1 resuelve un asunto en la %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n influence of their choice</source>
        <translation>
            <numerusform>%n de influencia a su elección</numerusform>
            <numerusform>%n de influencia a su elección</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 had %n employee(s) there and receives %2 VP and %3.</source>
        <translation>
            <numerusform>%1 tenía allí %n empleado y recibe %2 PV y %3.</numerusform>
            <numerusform>%1 tenía allí %n empleados y recibe %2 PV y %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives %2 VP.</source>
        <translation>
            <numerusform>%1 tenía allí %n empleado y recibe %2 PV.</numerusform>
            <numerusform>%1 tenía allí %n empleados y recibe %2 PV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives %2.</source>
        <translation>
            <numerusform>%1 tenía allí %n empleado y recibe %2.</numerusform>
            <numerusform>%1 tenía allí %n empleados y recibe %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 had %n employee(s) there and receives nothing.</source>
        <translation>
            <numerusform>%1 tenía allí %n empleado y no recibe nada.</numerusform>
            <numerusform>%1 tenía allí %n empleados y no recibe nada.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+16"/>
        <source>%1 is added to the display.</source>
        <translation>El proyecto %1 entra en la oferta.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No project was started for %n round(s): the game heads for its end; two final rounds follow.</source>
        <translation>
            <numerusform>Durante %n ronda no se ha iniciado ningún proyecto: la partida se encamina a su final; vienen dos rondas finales.</numerusform>
            <numerusform>Durante %n rondas no se ha iniciado ningún proyecto: la partida se encamina a su final; vienen dos rondas finales.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck is used up and only 4 projects are left: this round is played to its end, then two final rounds follow.</source>
        <translation>El mazo se ha agotado y solo quedan 4 proyectos: esta ronda se juega hasta el final y después vienen dos rondas finales.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n final round(s) begin: each turn, any one action is allowed.</source>
        <translation>
            <numerusform>Empieza la ronda final: en cada turno se permite cualquier acción.</numerusform>
            <numerusform>Empiezan las %n rondas finales: en cada turno se permite cualquier acción.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n employee(s) back from %2.</source>
        <translation>
            <numerusform>%1 recupera %n empleado del edificio %2.</numerusform>
            <numerusform>%1 recupera %n empleados del edificio %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
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
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n VP with a building action.</source>
        <translation>
            <numerusform>%1 gana %n PV con una acción de edificio.</numerusform>
            <numerusform>%1 gana %n PV con una acción de edificio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 puts an employee from %2 into the box.</source>
        <translation>%1 devuelve a la caja un empleado del edificio %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n employee(s) back from the box.</source>
        <translation>
            <numerusform>%1 recupera %n empleado de la caja.</numerusform>
            <numerusform>%1 recupera %n empleados de la caja.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays %2.</source>
        <translation>%1 paga %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copies the action of %2 (#%3) with %4.</source>
        <translation>%1 copia con el edificio %4 la acción del edificio %2 (#%3).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 moves %n employee(s) from %2 to %3.</source>
        <translation>
            <numerusform>%1 traslada %n empleado del edificio %2 al edificio %3.</numerusform>
            <numerusform>%1 traslada %n empleados del edificio %2 al edificio %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 puts %n employee(s) on %2.</source>
        <translation>
            <numerusform>%1 pone %n empleado en el edificio %2.</numerusform>
            <numerusform>%1 pone %n empleados en el edificio %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leaves the empty buildings as they are.</source>
        <translation>%1 deja los edificios vacíos como están.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2 from the display to build for free.</source>
        <translation>%1 elige el proyecto %2 de la oferta para construirlo gratis.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 scores %n VP for the most influence.</source>
        <translation>
            <numerusform>%1 gana %n PV por tener la mayor influencia.</numerusform>
            <numerusform>%1 gana %n PV por tener la mayor influencia.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads in no influence type.</source>
        <translation>%1 no lidera ningún tipo de influencia.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="+82"/>
        <source>Game over: %1 wins with %n VP.</source>
        <translation>
            <numerusform>Fin de la partida: %1 gana con %n PV.</numerusform>
            <numerusform>Fin de la partida: %1 gana con %n PV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="+2"/>
        <source>Game over: %1 share the win with %n VP each.</source>
        <translation>
            <numerusform>Fin de la partida: %1 comparten la victoria con %n PV cada uno.</numerusform>
            <numerusform>Fin de la partida: %1 comparten la victoria con %n PV cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop_app/games/councils/scene/prompts.py" line="-51"/>
        <source>Place %n employee(s) in the %1</source>
        <translation>
            <numerusform>Colocar %n empleado en la %1</numerusform>
            <numerusform>Colocar %n empleados en la %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+8"/>
        <source>Watching the table.</source>
        <translation>Observas la mesa.</translation>
    </message>
    <message>
        <location line="+13"/>
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
    <message numerus="yes">
        <location line="+1"/>
        <source>Drag %n more employee(s) onto the glowing councils.</source>
        <translation>
            <numerusform>Arrastra %n empleado más a las comisiones iluminadas.</numerusform>
            <numerusform>Arrastra %n empleados más a las comisiones iluminadas.</numerusform>
        </translation>
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
    <message numerus="yes">
        <location line="+3"/>
        <source>Build %1 here? You pay %2, score %3 VP and put %n employee(s) on it.</source>
        <translation>
            <numerusform>¿Construir %1 aquí? Pagas %2, ganas %3 PV y pones %n empleado encima.</numerusform>
            <numerusform>¿Construir %1 aquí? Pagas %2, ganas %3 PV y pones %n empleados encima.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build %1 here? You pay %2 and score %3 VP.</source>
        <translation>¿Construir %1 aquí? Pagas %2 y ganas %3 PV.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Choose the influence type for your next point (%n left to share out).</source>
        <translation>
            <numerusform>Elige el tipo de influencia de tu siguiente punto (queda %n por repartir).</numerusform>
            <numerusform>Elige el tipo de influencia de tu siguiente punto (quedan %n por repartir).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose which council influence to lower by 1 (you gain %n development).</source>
        <translation>
            <numerusform>Elige qué influencia de comisión baja 1 (ganas %n de desarrollo).</numerusform>
            <numerusform>Elige qué influencia de comisión baja 1 (ganas %n de desarrollo).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose a building type: %n VP for each neighbouring building of it.</source>
        <translation>
            <numerusform>Elige un tipo de edificio: %n PV por cada edificio vecino de ese tipo.</numerusform>
            <numerusform>Elige un tipo de edificio: %n PV por cada edificio vecino de ese tipo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+3"/>
        <source>Drag a glowing project from the display into the city to build it for free.</source>
        <translation>Arrastra un proyecto iluminado de la oferta a la ciudad para construirlo gratis.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keys: Enter confirms · Esc cancels</source>
        <translation>Teclas: Intro confirma · Esc cancela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/art.py" line="+333"/>
        <source>counts as every type</source>
        <translation>cuenta como cualquier tipo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no staff</source>
        <translation>sin personal</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="+122"/>
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
        <source>All moves (L)</source>
        <translation>Todas las jugadas (L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List every move you may make now (L or F2)</source>
        <translation>Mostrar todas las jugadas que puedes hacer ahora (L o F2)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Start this project here (Enter)</source>
        <translation>Iniciar este proyecto aquí (Intro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back what you have not sent yet (Esc)</source>
        <translation>Retirar lo que aún no has enviado (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The city</source>
        <translation>La ciudad</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/areas.py" line="+120"/>
        <source>+%1 majorities</source>
        <translation>+%1 mayorías</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../desktop_app/games/councils/scene/board.py" line="+197"/>
        <source>%1: %2 VP</source>
        <translation>%1: %2 PV</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../desktop_app/games/councils/scene/art.py" line="-109"/>
        <location filename="../desktop_app/games/councils/scene/names.py" line="-107"/>
        <location filename="../desktop_app/games/councils/scene/panel.py" line="+91"/>
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
        <location line="+40"/>
        <source>Click to resolve this issue.</source>
        <translation>Pulsa para resolver este asunto.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The deck: A cards lie on top of B cards. When it is empty and only 4 projects are left in the display, the game heads for its end.</source>
        <translation>El mazo: las cartas A están encima de las B. Cuando se agota y solo quedan 4 proyectos en la oferta, la partida se encamina a su final.</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/pieces.py" line="+118"/>
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
        <location line="+68"/>
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
        <location line="+128"/>
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
        <location filename="../desktop_app/games/councils/scene/names.py" line="-57"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="+3"/>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/items.py" line="-88"/>
        <source>no employees</source>
        <translation>sin empleados</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/panel.py" line="+11"/>
        <source>none free</source>
        <translation>ninguno libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>box</source>
        <translation>caja</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/items.py" line="+153"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/names.py" line="+31"/>
        <source>%1 council</source>
        <translation>consejo de %1</translation>
    </message>
    <message>
        <location filename="../desktop_app/games/councils/scene/board.py" line="-157"/>
        <source>Build %1 (%2)</source>
        <translation>Construir %1 (%2)</translation>
    </message>
</context>
</TS>
