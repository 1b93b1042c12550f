<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Wild West %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wild West %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A card game for practising prime factorisation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Kartenspiel zum Üben der Primfaktorzerlegung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It works without the internet and never connects to it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es funktioniert ohne Internet und verbindet sich nie damit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Log file&lt;/b&gt; (send it with a bug report):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Protokolldatei&lt;/b&gt; (schick sie mit, wenn du einen Fehler meldest):&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Records and saved games folder&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ordner für Lernprotokoll und gespeicherte Spiele&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Settings file&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Einstellungsdatei&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;School settings&lt;/b&gt; (administrator&apos;s files):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Einstellungen der Schule&lt;/b&gt; (Dateien der Administration):&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Locked by the school&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Von der Schule festgelegt&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What could not be used in them&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Was davon nicht verwendet werden konnte&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>About Wild West</source>
        <translation>Über Wild West</translation>
    </message>
</context>
<context>
    <name>AnswerWayView</name>
    <message>
        <source>Answer by ladder</source>
        <translation>Mit der Leiter antworten</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Records won&apos;t be kept: %1</source>
        <translation>Das Lernprotokoll wird nicht geführt: %1</translation>
    </message>
    <message>
        <source>Records and settings won&apos;t be kept: %1</source>
        <translation>Lernprotokoll und Einstellungen werden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>%1 ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Das neue Spiel &amp;starten</translation>
    </message>
</context>
<context>
    <name>AppPaths</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation>%1 ist schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave Learn to play (Esc): your game comes back as it was.</source>
        <translation>„Spielen lernen“ verlassen (Esc): Dein Spiel kommt so zurück, wie es war.</translation>
    </message>
    <message>
        <source> Look at %1.</source>
        <translation> Schau auf %1.</translation>
    </message>
</context>
<context>
    <name>CalloutBubble</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message numerus="yes">
        <source>%n DIGITS</source>
        <extracomment>the banner on a face card (in capitals, like a poster): how many digit cards it asks for</extracomment>
        <translation>
            <numerusform>%n ZIFFER</numerusform>
            <numerusform>%n ZIFFERN</numerusform>
        </translation>
    </message>
    <message>
        <source>WANTED</source>
        <extracomment>the head of the wanted poster on the jokers, in capitals (SE BUSCA, GESUCHT…)</extracomment>
        <translation>GESUCHT</translation>
    </message>
    <message>
        <source>JOKER</source>
        <extracomment>the name under the outlaw on the jokers, in capitals</extracomment>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>CardCodes</name>
    <message>
        <source>A J Q K</source>
        <extracomment>the Ace, Jack, Queen and King as your pupils&apos; own decks print them, in this order, space-separated (German: A B D K). Pupils see them on the card picker and may type them in card codes, beside the English codes, which keep working. A test checks that the four differ, and that no code made of them reads as two cards (with another English or local code).</extracomment>
        <translation>A B D K</translation>
    </message>
    <message>
        <source>S H D C</source>
        <extracomment>the letters typed for spades, hearts, diamonds and clubs, in this order, space-separated (German: P H KA KR: Karo and Kreuz both start with K, so two letters each). A test checks that the four differ and that no code reads as two cards: a letter English uses for another suit (S H D C) cannot be used (French C for Cœur would make AC both the Ace of clubs and the Ace of hearts).</extracomment>
        <translation>P H KA KR</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>CardPickerView</name>
    <message>
        <source>Card codes</source>
        <translation>Kartencodes</translation>
    </message>
    <message>
        <source>Or ty&amp;pe codes:</source>
        <translation>Oder Codes ein&amp;geben:</translation>
    </message>
    <message>
        <source>&amp;Remove last card</source>
        <translation>Letzte Karte &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the last card off (Backspace in the cards)</source>
        <translation>Die letzte Karte wieder wegnehmen (Rücktaste bei den Karten)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Start this turn&apos;s cards again</source>
        <translation>Die Karten für diesen Zug neu eingeben</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>&amp;Zurück zum Tisch</translation>
    </message>
    <message>
        <source>&amp;Undo last turn</source>
        <translation>Letzten Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>Take back the last turn entered (asks first; Ctrl+Z)</source>
        <translation>Den zuletzt eingegebenen Zug zurücknehmen (fragt vorher; Strg+Z)</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards</source>
        <translation>Karten sind a&amp;lle</translation>
    </message>
    <message>
        <source>End the game now (asks first)</source>
        <translation>Das Spiel jetzt beenden (fragt vorher)</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Score these cards (Enter in the codes box, or Ctrl+Enter)</source>
        <translation>Diese Karten werten (Enter im Codefeld oder Strg+Enter)</translation>
    </message>
    <message>
        <source>Enter confirms the turn.</source>
        <translation>Enter bestätigt den Zug.</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Face pile</source>
        <translation>Bildkarten</translation>
    </message>
    <message>
        <source>Digit pile</source>
        <translation>Ziffern</translation>
    </message>
    <message>
        <source>Face card</source>
        <translation>Bildkarte</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Noch kein Spiel.</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karten auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>Checker</name>
    <message>
        <source>%1.%2</source>
        <extracomment>a number with one decimal, like 6.7: %1 the whole part, %2 the tenth (German 6,7)</extracomment>
        <translation>%1,%2</translation>
    </message>
    <message>
        <source>Type a number to see its prime factors.</source>
        <translation>Gib eine Zahl ein, um ihre Primfaktoren zu sehen.</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to %1</source>
        <translation>Gib eine ganze Zahl von 0 bis %1 ein</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>%1 × … (%2 prime factors in all)</source>
        <translation>%1 × … (insgesamt %2 Primfaktoren)</translation>
    </message>
    <message>
        <source>1: nothing left to divide, so the ladder stops.</source>
        <translation>1: Es gibt nichts mehr zu teilen, also endet die Leiter hier.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (does|do) not divide it; </source>
        <extracomment>%1 is the list of primes tried first (&quot;3, 5&quot;); the count picks &quot;does&quot; or &quot;do&quot;</extracomment>
        <translation>
            <numerusform>%1 teilt sie nicht; </numerusform>
            <numerusform>%1 teilen sie nicht; </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3: %4%2 divides %1. Primes to try here go up to %5.</source>
        <translation>%1 ÷ %2 = %3: %4%2 teilt %1. Zum Probieren reichen hier die Primzahlen bis %5.</translation>
    </message>
    <message>
        <source>try primes up to %1</source>
        <translation>Primzahlen bis %1 probieren</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1 is less than 2, so there is no prime to try: %2 is prime.</source>
        <translation>%1 ist kleiner als 2, also gibt es keine Primzahl zum Probieren: %2 ist eine Primzahl.</translation>
    </message>
    <message>
        <source>%1 is less than 2, so %2 is prime</source>
        <translation>%1 ist kleiner als 2, also ist %2 eine Primzahl</translation>
    </message>
    <message>
        <source>every prime up to %1 was already ruled out higher up the ladder (they are all smaller than %2), so %3 is prime.</source>
        <translation>Alle Primzahlen bis %1 sind schon weiter oben auf der Leiter ausgeschieden (sie sind alle kleiner als %2), also ist %3 eine Primzahl.</translation>
    </message>
    <message>
        <source>primes up to %1 were ruled out above, so %2 is prime</source>
        <translation>Die Primzahlen bis %1 sind oben schon ausgeschieden, also ist %2 eine Primzahl</translation>
    </message>
    <message>
        <source>%1: no prime up to %2 divides %3, so %3 is prime.</source>
        <translation>%1 probiert: Keine Primzahl bis %2 teilt %3, also ist %3 eine Primzahl.</translation>
    </message>
    <message>
        <source>no prime up to %1 divides it, so %2 is prime</source>
        <translation>Keine Primzahl bis %1 teilt sie, also ist %2 eine Primzahl</translation>
    </message>
    <message>
        <source>⋮ ÷ %1 another %2 times</source>
        <translation>⋮ ÷ %1 noch %2-mal</translation>
    </message>
    <message>
        <source> (just %1)</source>
        <translation> (nur %1)</translation>
    </message>
    <message>
        <source> (%1 primes: 2, 3, 5, … %2)</source>
        <translation> (%1 Primzahlen: 2, 3, 5, … %2)</translation>
    </message>
    <message>
        <source>No prime up to %1%2 divides %3, so %3 is prime. If %3 were a × b, the smaller of a and b would be at most √%3, so one of those primes would have divided it.</source>
        <translation>Keine Primzahl bis %1%2 teilt %3, also ist %3 eine Primzahl. Wäre %3 = a × b, dann wäre die kleinere der beiden Zahlen a und b höchstens √%3 – also hätte eine dieser Primzahlen %3 geteilt.</translation>
    </message>
    <message>
        <source>Why stop at the square root? If %1 = a × b, a and b can&apos;t both be bigger than √%1 (their product would be too big). So you only need to try the primes up to %2%3. As you divide, the number gets smaller and so does its square root. When no prime up to the square root divides what&apos;s left, what&apos;s left is prime.</source>
        <translation>Warum kannst du bei der Quadratwurzel aufhören? Wenn %1 = a × b ist, können a und b nicht beide größer als √%1 sein (sonst wäre ihr Produkt zu groß). Du musst also nur die Primzahlen bis %2%3 probieren. Beim Teilen wird die Zahl kleiner und ihre Quadratwurzel auch. Wenn keine Primzahl bis zur Quadratwurzel den Rest teilt, ist der Rest eine Primzahl.</translation>
    </message>
</context>
<context>
    <name>CheckerPage</name>
    <message>
        <source>Type a number, e.g. 360</source>
        <translation>Gib eine Zahl ein, z. B. 360</translation>
    </message>
    <message>
        <source>Number to factor</source>
        <translation>Zu zerlegende Zahl</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 1 000 000 000 000</source>
        <translation>Jede ganze Zahl von 0 bis 1 000 000 000 000</translation>
    </message>
    <message>
        <source>Num&amp;ber to factor:</source>
        <translation>Z&amp;u zerlegende Zahl:</translation>
    </message>
    <message>
        <source>Why you can stop at the square root</source>
        <translation>Warum du bei der Quadratwurzel aufhören kannst</translation>
    </message>
    <message>
        <source>Split the number into two factors, then split those, until every branch ends in a prime (circled).</source>
        <translation>Zerlege die Zahl in zwei Faktoren, dann diese wieder, bis jeder Ast mit einer Primzahl (eingekreist) endet.</translation>
    </message>
    <message>
        <source>Division ladder</source>
        <translation>Divisionsleiter</translation>
    </message>
    <message>
        <source>Factor tree</source>
        <translation>Faktorbaum</translation>
    </message>
    <message>
        <source>Index form</source>
        <translation>Potenzschreibweise</translation>
    </message>
</context>
<context>
    <name>ClassFolder</name>
    <message>
        <source>Only the first %1 computers&apos; folders were read</source>
        <translation>Nur die Ordner der ersten %1 Computer wurden gelesen</translation>
    </message>
    <message>
        <source>A computer&apos;s folder could not be read: %1</source>
        <translation>Der Ordner eines Computers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Only %1 of the %2 files in a computer&apos;s folder were read</source>
        <translation>Nur %1 der %2 Dateien im Ordner eines Computers wurden gelesen</translation>
    </message>
    <message>
        <source>A file could not be read (%1): it is tried again next time</source>
        <translation>Eine Datei konnte nicht gelesen werden (%1): Beim nächsten Mal wird es wieder versucht</translation>
    </message>
    <message>
        <source>A file was skipped: it is too big to be a journal</source>
        <translation>Eine Datei wurde übersprungen: Sie ist zu groß für ein Journal</translation>
    </message>
    <message>
        <source>A file was skipped: a newer Wild West wrote it (format %1)</source>
        <translation>Eine Datei wurde übersprungen: Ein neueres Wild West hat sie geschrieben (Format %1)</translation>
    </message>
    <message>
        <source>A file was skipped: it is not a Wild West journal, or it is damaged</source>
        <translation>Eine Datei wurde übersprungen: Sie ist kein Wild-West-Journal oder beschädigt</translation>
    </message>
    <message>
        <source>A newer Wild West wrote entries this version cannot read: %1 read, the others skipped</source>
        <translation>Ein neueres Wild West hat Einträge geschrieben, die diese Version nicht lesen kann: %1 gelesen, die anderen übersprungen</translation>
    </message>
    <message>
        <source>A file is damaged or cut short: %1 entries read, %2 lines skipped</source>
        <translation>Eine Datei ist beschädigt oder abgeschnitten: %1 Einträge gelesen, %2 Zeilen übersprungen</translation>
    </message>
    <message>
        <source>The file is too big for a class list (at most %1 KB)</source>
        <translation>Die Datei ist zu groß für eine Klassenliste (höchstens %1 KB)</translation>
    </message>
    <message>
        <source>The file is not text: it cannot be a class list</source>
        <translation>Die Datei ist kein Text: Sie kann keine Klassenliste sein</translation>
    </message>
    <message>
        <source>line %1: too long to be a name</source>
        <translation>Zeile %1: zu lang für einen Namen</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; cannot be a name (at most 24 characters, no control characters)</source>
        <translation>Zeile %1: „%2“ kann kein Name sein (höchstens 24 Zeichen, keine Steuerzeichen)</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is on the list already</source>
        <translation>Zeile %1: „%2“ steht schon auf der Liste</translation>
    </message>
    <message>
        <source>A class list holds at most %1 names: the rest were left out</source>
        <translation>Eine Klassenliste fasst höchstens %1 Namen: Der Rest wurde weggelassen</translation>
    </message>
    <message>
        <source>A class list file was skipped: it is damaged or not a class list (%1)</source>
        <translation>Eine Klassenlisten-Datei wurde übersprungen: Sie ist beschädigt oder keine Klassenliste (%1)</translation>
    </message>
    <message>
        <source>The class list is damaged: the names that could be read are shown</source>
        <translation>Die Klassenliste ist beschädigt: Die lesbaren Namen werden angezeigt</translation>
    </message>
    <message>
        <source>the class folder cannot be found</source>
        <translation>der Klassenordner ist nicht zu finden</translation>
    </message>
    <message>
        <source>the class folder is read-only</source>
        <translation>der Klassenordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the class folder is full</source>
        <translation>der Klassenordner ist voll</translation>
    </message>
    <message>
        <source>the class folder cannot be written (%1)</source>
        <translation>in den Klassenordner kann nicht geschrieben werden (%1)</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message numerus="yes">
        <source>%n turn(s) waiting for the class folder</source>
        <translation>
            <numerusform>%n Zug wartet auf den Klassenordner</numerusform>
            <numerusform>%n Züge warten auf den Klassenordner</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 &quot;3 turns waiting for the class folder&quot;, %2 why (&quot;the class folder is full&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>misses %1</source>
        <translation>übersieht %1</translation>
    </message>
    <message>
        <source>does not split %1</source>
        <translation>zerlegt %1 nicht</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Not played this week: %1</source>
        <translation>Diese Woche nicht gespielt: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 pupils</source>
        <extracomment>%1 a kind of mistake, %2 how many pupils made it, %3 of how many who answered</extracomment>
        <translation>%1: %2 von %3 Schülern</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Primes missed most</source>
        <translation>Am häufigsten übersehene Primzahlen</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message numerus="yes">
        <source>in progress (%n turn(s))</source>
        <translation>
            <numerusform>läuft (%n Zug)</numerusform>
            <numerusform>läuft (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Class game: deal %1</source>
        <translation>Klassenspiel: Mischung %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 &quot;3 players&quot;, %2 &quot;2 packs&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of %1: %2, %3 of %4 answers right first time</source>
        <extracomment>a week of a pupil&apos;s chart: %1 the week&apos;s Monday, %2 &quot;14 turns&quot;, %3 right first time, %4 answers</extracomment>
        <translation>Woche vom %1: %2, %3 von %4 Antworten gleich richtig</translation>
    </message>
    <message>
        <source>Week of %1: %2</source>
        <translation>Woche vom %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: left out %2, not split %3, in %n number(s)</source>
        <extracomment>a prime a pupil gets wrong at the first try: %1 the prime, %2 how many times it was left out, %3 how many times it was not split out, %n how many numbers it divided</extracomment>
        <translation>
            <numerusform>%1: %2-mal ausgelassen, %3-mal nicht zerlegt, in %n Zahl</numerusform>
            <numerusform>%1: %2-mal ausgelassen, %3-mal nicht zerlegt, in %n Zahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n Computer</numerusform>
            <numerusform>%n Computern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 on %3</source>
        <extracomment>%1 &quot;4 games&quot;, %2 &quot;56 turns&quot;, %3 &quot;on 2 computers&quot;</extracomment>
        <translation>%1 und %2 auf %3</translation>
    </message>
    <message>
        <source>%1 of %2 answers right first time (%3)</source>
        <extracomment>after the games and turns: %1 right first time, %2 answers, %3 the share</extracomment>
        <translation>%1 von %2 Antworten gleich richtig (%3)</translation>
    </message>
    <message>
        <source>Reading the class folder…</source>
        <translation>Der Klassenordner wird gelesen…</translation>
    </message>
    <message>
        <source>The class folder cannot be read now (%1): the figures are from %2</source>
        <extracomment>the class folder cannot be read now: %1 why, %2 when the figures shown were read</extracomment>
        <translation>Der Klassenordner kann gerade nicht gelesen werden (%1): Die Zahlen sind von %2</translation>
    </message>
    <message>
        <source>Read at %1: %2 from %3</source>
        <extracomment>%1 the time, %2 &quot;312 turns&quot;, %3 &quot;3 computers&quot;</extracomment>
        <translation>Gelesen um %1: %2 von %3</translation>
    </message>
    <message>
        <source>Not on the class list: %1</source>
        <translation>Nicht auf der Klassenliste: %1</translation>
    </message>
    <message>
        <source>%1, removed %2</source>
        <extracomment>%1 the pupil, %2 when the teacher removed them (&quot;2 Mar 2026 10:05&quot;)</extracomment>
        <translation>%1, entfernt am %2</translation>
    </message>
    <message>
        <source>Type the deal code the class plays.</source>
        <translation>Gib den Mischcode ein, den die Klasse spielt.</translation>
    </message>
    <message>
        <source>No game with deal %1 has reached the class folder yet.</source>
        <translation>Noch kein Spiel mit Mischung %1 ist im Klassenordner angekommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) with this deal code</source>
        <translation>
            <numerusform>%n Spiel mit diesem Mischcode</numerusform>
            <numerusform>%n Spiele mit diesem Mischcode</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (read at %2)</source>
        <extracomment>%1 &quot;3 games with this deal code&quot;, %2 the time</extracomment>
        <translation>%1 (gelesen um %2)</translation>
    </message>
    <message>
        <source>There is no class list yet.</source>
        <translation>Es gibt noch keine Klassenliste.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n Name</numerusform>
            <numerusform>%n Namen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, saved by %2 on %3</source>
        <extracomment>the class list: %1 &quot;23 names&quot;, %2 the computer that saved it, %3 when</extracomment>
        <translation>%1, gespeichert von %2 am %3</translation>
    </message>
    <message>
        <source>Choose the class folder first (File → Class → Class folder…).</source>
        <translation>Wähle zuerst den Klassenordner (Datei → Klasse → Klassenordner…).</translation>
    </message>
    <message>
        <source>%1&apos;s records were removed from the class.</source>
        <translation>Das Lernprotokoll von %1 wurde aus der Klasse entfernt.</translation>
    </message>
    <message>
        <source>The records are back in the class.</source>
        <translation>Das Lernprotokoll ist wieder in der Klasse.</translation>
    </message>
    <message>
        <source>This computer cannot write to the class folder now, so nothing was changed.</source>
        <translation>Dieser Computer kann gerade nicht in den Klassenordner schreiben, deshalb wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <extracomment>%1 &quot;312 rows&quot;, %2 the file</extracomment>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>The class list could not be saved: %1</source>
        <extracomment>the class list could not be saved: %1 why (&quot;the class folder is read-only&quot;)</extracomment>
        <translation>Die Klassenliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The class list was saved.</source>
        <translation>Die Klassenliste wurde gespeichert.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>es ist keine Datei</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 the file, %2 why</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Class folder — Wild West</source>
        <translation>Klassenordner — Wild West</translation>
    </message>
    <message>
        <source>Choose the same folder on every computer of the class: a folder on the school&apos;s file server, or a USB stick you take from computer to computer. Each computer writes its pupils&apos; turns there, and the class view reads them all. When the folder cannot be reached, the turns wait on the computer and go when it is back.</source>
        <translation>Wähle auf jedem Computer der Klasse denselben Ordner: einen Ordner auf dem Server der Schule oder einen USB-Stick, den du von Computer zu Computer trägst. Jeder Computer schreibt die Züge seiner Schüler dorthin, und die Klassenübersicht liest sie alle. Ist der Ordner nicht erreichbar, warten die Züge auf dem Computer und werden übertragen, sobald er wieder da ist.</translation>
    </message>
    <message>
        <source>C&amp;hoose a folder…</source>
        <translation>Ordner &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;No class folder</source>
        <translation>&amp;Kein Klassenordner</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sc&amp;hließen</translation>
    </message>
    <message>
        <source>Class folder: %1</source>
        <translation>Klassenordner: %1</translation>
    </message>
    <message>
        <source>This computer has no class folder.</source>
        <translation>Dieser Computer hat keinen Klassenordner.</translation>
    </message>
    <message>
        <source>The school has set this computer&apos;s class folder: it cannot be changed here.</source>
        <translation>Die Schule hat den Klassenordner dieses Computers festgelegt: Er kann hier nicht geändert werden.</translation>
    </message>
    <message>
        <source>Choose the class folder</source>
        <translation>Klassenordner wählen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Prime factors</source>
        <translation>Primfaktoren</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Class game — Wild West</source>
        <translation>Klassenspiel — Wild West</translation>
    </message>
    <message>
        <source>&amp;Deal code:</source>
        <translation>&amp;Mischcode:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Mischcode</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>&amp;Answer key</source>
        <translation>&amp;Lösungen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Also played with this deal code, set up otherwise:</source>
        <translation>Mit diesem Mischcode auch anders gespielt:</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Klassenlisten (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Class list — Wild West</source>
        <translation>Klassenliste — Wild West</translation>
    </message>
    <message>
        <source>The class&apos;s names</source>
        <translation>Die Namen der Klasse</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Take off the list</source>
        <translation>Von der Liste s&amp;treichen</translation>
    </message>
    <message>
        <source>&amp;Read names from a file…</source>
        <translation>Namen aus einer Datei &amp;lesen…</translation>
    </message>
    <message>
        <source>&amp;Save the list</source>
        <translation>Liste &amp;speichern</translation>
    </message>
    <message>
        <source>Read names from a file</source>
        <translation>Namen aus einer Datei lesen</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Gleich richtig</translation>
    </message>
    <message>
        <source>Class view — Wild West</source>
        <translation>Klassenübersicht — Wild West</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>&amp;Remove from the class…</source>
        <translation>Aus der Klasse &amp;entfernen…</translation>
    </message>
    <message>
        <source>What was skipped and why</source>
        <translation>Was übersprungen wurde und warum</translation>
    </message>
    <message>
        <source>Pupils removed from the class</source>
        <translation>Aus der Klasse entfernte Schüler</translation>
    </message>
    <message>
        <source>&amp;Bring back</source>
        <translation>&amp;Zurückholen</translation>
    </message>
    <message>
        <source>A pupil removed here is hidden from the class view and the exports, on every computer&apos;s turns until the removal; each computer&apos;s own Records keep them. Bring back undoes it.</source>
        <translation>Ein hier entfernter Schüler verschwindet aus der Klassenübersicht und den Exporten, mit allen Zügen bis zum Entfernen auf jedem Computer; das eigene Lernprotokoll jedes Computers behält sie. Zurückholen macht es rückgängig.</translation>
    </message>
    <message>
        <source>&amp;Pupils</source>
        <translation>&amp;Schüler</translation>
    </message>
    <message>
        <source>The c&amp;lass</source>
        <translation>Die &amp;Klasse</translation>
    </message>
    <message>
        <source>&amp;Skipped</source>
        <translation>Ü&amp;bersprungen</translation>
    </message>
    <message>
        <source>Re&amp;moved</source>
        <translation>Ent&amp;fernt</translation>
    </message>
    <message>
        <source>Read a&amp;gain</source>
        <translation>Neu &amp;lesen</translation>
    </message>
    <message>
        <source>Export &amp;turns…</source>
        <translation>Z&amp;üge exportieren…</translation>
    </message>
    <message>
        <source>Export p&amp;upils…</source>
        <translation>Schüler e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Class l&amp;ist…</source>
        <translation>Klassenl&amp;iste…</translation>
    </message>
    <message>
        <source>Everyone has played this week.</source>
        <translation>Alle haben diese Woche gespielt.</translation>
    </message>
    <message>
        <source>The mistakes most of the class makes:</source>
        <translation>Die Fehler, die die meisten in der Klasse machen:</translation>
    </message>
    <message>
        <source>No mistakes yet.</source>
        <translation>Noch keine Fehler.</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>Nichts wurde übersprungen.</translation>
    </message>
    <message>
        <source>Not on the class list</source>
        <translation>Nicht auf der Klassenliste</translation>
    </message>
    <message>
        <source>Choose a pupil to see their progress.</source>
        <translation>Wähle einen Schüler, um seinen Fortschritt zu sehen.</translation>
    </message>
    <message>
        <source>%1: right first time, week by week</source>
        <translation>%1: gleich richtig, Woche für Woche</translation>
    </message>
    <message>
        <source>Mistakes by kind:</source>
        <translation>Fehler nach Art:</translation>
    </message>
    <message>
        <source>Primes missed at the first try:</source>
        <translation>Beim ersten Versuch übersehene Primzahlen:</translation>
    </message>
    <message>
        <source>Export every turn</source>
        <translation>Alle Züge exportieren</translation>
    </message>
    <message>
        <source>Export every pupil</source>
        <translation>Alle Schüler exportieren</translation>
    </message>
    <message>
        <source>Class turns.csv</source>
        <translation>Züge der Klasse.csv</translation>
    </message>
    <message>
        <source>Class pupils.csv</source>
        <translation>Schüler der Klasse.csv</translation>
    </message>
    <message>
        <source>Remove %1&apos;s records from the class?

Every turn %1 has played until now, on every computer, leaves the class view and the exports. Each computer&apos;s own Records keep them, and Bring back (on the Removed tab) undoes this.</source>
        <translation>Das Lernprotokoll von %1 aus der Klasse entfernen?

Jeder Zug, den %1 bis jetzt auf irgendeinem Computer gespielt hat, verschwindet aus der Klassenübersicht und den Exporten. Das eigene Lernprotokoll jedes Computers behält sie, und Zurückholen (auf der Seite Entfernt) macht es rückgängig.</translation>
    </message>
    <message>
        <source>Remove from the class</source>
        <translation>Aus der Klasse entfernen</translation>
    </message>
    <message>
        <source>Progress week by week</source>
        <translation>Fortschritt Woche für Woche</translation>
    </message>
    <message>
        <source>%1 has not played yet.</source>
        <translation>%1 hat noch nicht gespielt.</translation>
    </message>
    <message>
        <source>%1, week by week: </source>
        <translation>%1, Woche für Woche: </translation>
    </message>
    <message>
        <source>C&amp;lass</source>
        <translation>&amp;Klasse</translation>
    </message>
    <message>
        <source>Class &amp;view…</source>
        <translation>Klassen&amp;übersicht…</translation>
    </message>
    <message>
        <source>Class &amp;game…</source>
        <translation>Klassen&amp;spiel…</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>Klassen&amp;liste…</translation>
    </message>
    <message>
        <source>Class &amp;folder…</source>
        <translation>Klassen&amp;ordner…</translation>
    </message>
    <message>
        <source>Choose the class folder first.</source>
        <translation>Wähle zuerst den Klassenordner.</translation>
    </message>
    <message>
        <source>That folder cannot be the class folder.</source>
        <translation>Dieser Ordner kann nicht der Klassenordner sein.</translation>
    </message>
    <message>
        <source>This computer now writes to the class folder.</source>
        <translation>Dieser Computer schreibt jetzt in den Klassenordner.</translation>
    </message>
    <message>
        <source>This computer has no class folder now.</source>
        <translation>Dieser Computer hat jetzt keinen Klassenordner.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong inside Wild West, but your game is safe and you can keep playing.

If it happens again, please show your teacher. The details are in the log file (Help → About says where).</source>
        <translation>In Wild West ist etwas schiefgegangen, aber dein Spiel ist sicher und du kannst weiterspielen.

Wenn es noch einmal passiert, zeig es bitte deiner Lehrkraft. Die Einzelheiten stehen in der Protokolldatei (wo sie liegt, steht unter Hilfe → Über Wild West).</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
</context>
<context>
    <name>DealFiles</name>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>deal files</source>
        <translation>Kartendateien</translation>
    </message>
</context>
<context>
    <name>DivisibilityPage</name>
    <message>
        <source>Tu&amp;rn&apos;s number</source>
        <translation>Zahl &amp;vom Tisch</translation>
    </message>
    <message>
        <source>Test the number on the table</source>
        <translation>Die Zahl auf dem Tisch testen</translation>
    </message>
    <message>
        <source>Chec&amp;ker&apos;s number</source>
        <translation>Zahl vo&amp;m Prüfer</translation>
    </message>
    <message>
        <source>Test the number in the factor checker</source>
        <translation>Die Zahl im Zerlegungsprüfer testen</translation>
    </message>
    <message>
        <source>Sh&amp;ow the rules</source>
        <translation>&amp;Regeln zeigen</translation>
    </message>
    <message>
        <source>Show each rule under its test</source>
        <translation>Unter jedem Test seine Regel zeigen</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>noch keine Zahl</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Schnelle Teilbarkeitstests</translation>
    </message>
    <message>
        <source>Type a number in the Factor tab.</source>
        <translation>Gib im Reiter „Faktoren“ eine Zahl ein.</translation>
    </message>
    <message>
        <source>Draw a card, or test the checker&apos;s number.</source>
        <translation>Zieh Karten oder teste die Zahl aus dem Prüfer.</translation>
    </message>
    <message>
        <source>Quick divisibility tests. %1</source>
        <translation>Schnelle Teilbarkeitstests. %1</translation>
    </message>
    <message>
        <source>Quick divisibility tests for %1</source>
        <translation>Schnelle Teilbarkeitstests für %1</translation>
    </message>
    <message>
        <source>divides</source>
        <translation>teilt</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>teilt nicht</translation>
    </message>
    <message>
        <source>The test for %1: %2.</source>
        <translation>Der Test für %1: %2.</translation>
    </message>
    <message>
        <source>Rule: %1.</source>
        <translation>Regel: %1.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Type the factors, like 2 × 3 × 5</source>
        <translation>Schreib die Faktoren, z. B. 2 × 3 × 5</translation>
    </message>
    <message>
        <source>Type the factors, like 2 × 3 × 5 (or &quot;none&quot; for 0 and 1)</source>
        <translation>Schreib die Faktoren, z. B. 2 × 3 × 5 (oder „keine“ für 0 und 1)</translation>
    </message>
    <message>
        <source>That number is far too big: numbers in this game have at most 4 digits</source>
        <translation>Diese Zahl ist viel zu groß: Die Zahlen in diesem Spiel haben höchstens 4 Ziffern</translation>
    </message>
    <message>
        <source>That answer is too long: a number in this game has at most 13 prime factors</source>
        <translation>Diese Antwort ist zu lang: Eine Zahl in diesem Spiel hat höchstens 13 Primfaktoren</translation>
    </message>
    <message>
        <source>%1^ needs a power after the ^, like %1^2</source>
        <translation>Hinter %1^ muss eine Hochzahl stehen, z. B. %1^2</translation>
    </message>
    <message>
        <source>The answer ends with %1: is a factor missing?</source>
        <translation>Die Antwort endet mit %1: Fehlt ein Faktor?</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2³</source>
        <translation>Gib jedem Faktor nur eine Hochzahl, z. B. 2³</translation>
    </message>
    <message>
        <source>%1 is a power: put it after a number, like 2%1</source>
        <translation>%1 ist eine Hochzahl: Schreib sie hinter eine Zahl, z. B. 2%1</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2^3</source>
        <translation>Gib jedem Faktor nur eine Hochzahl, z. B. 2^3</translation>
    </message>
    <message>
        <source>^ needs a number before it, like 2^3</source>
        <translation>Vor ^ muss eine Zahl stehen, z. B. 2^3</translation>
    </message>
    <message>
        <source>The answer starts with %1: type a number first</source>
        <translation>Die Antwort beginnt mit %1: Schreib zuerst eine Zahl</translation>
    </message>
    <message>
        <source>There are two %1 signs in a row: is a number missing?</source>
        <translation>Da stehen zwei %1 hintereinander: Fehlt eine Zahl?</translation>
    </message>
    <message>
        <source>%1 is too big to be a factor: numbers in this game have at most 4 digits</source>
        <translation>%1 ist zu groß für einen Faktor: Die Zahlen in diesem Spiel haben höchstens 4 Ziffern</translation>
    </message>
    <message>
        <source>That is too many factors: a number up to 9 999 has at most 13</source>
        <translation>Das sind zu viele Faktoren: Eine Zahl bis 9 999 hat höchstens 13</translation>
    </message>
    <message>
        <source>%1 is 1, which is not a prime factor: leave it out</source>
        <translation>%1 ist 1, und 1 ist kein Primfaktor: Lass es weg</translation>
    </message>
    <message>
        <source>%1 is far too big: numbers in this game have at most 4 digits, so no power above %2 is needed</source>
        <translation>%1 ist viel zu groß: Die Zahlen in diesem Spiel haben höchstens 4 Ziffern, also brauchst du keine Hochzahl über %2</translation>
    </message>
    <message>
        <source>If the number is prime, type the number itself as its only factor</source>
        <translation>Wenn die Zahl eine Primzahl ist, schreib die Zahl selbst als einzigen Faktor</translation>
    </message>
    <message>
        <source>Only numbers and × can be used: &quot;%1&quot; is not a number (type &quot;none&quot; for 0 and 1)</source>
        <translation>Nur Zahlen und × sind erlaubt: „%1“ ist keine Zahl (schreib „keine“ für 0 und 1)</translation>
    </message>
    <message>
        <source>Factors are never negative: use %1, not -%1</source>
        <translation>Faktoren sind nie negativ: Schreib %1, nicht -%1</translation>
    </message>
    <message>
        <source>%1 is not a whole number: prime factors are whole numbers</source>
        <translation>%1 ist keine ganze Zahl: Primfaktoren sind ganze Zahlen</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors: they are multiplied, not added</source>
        <translation>Schreib × (oder x oder *) zwischen die Faktoren: Sie werden malgenommen, nicht addiert</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors, not -</source>
        <translation>Schreib × (oder x oder *) zwischen die Faktoren, nicht -</translation>
    </message>
    <message>
        <source>Type the factors multiplied together, like 2 × 3 × 5, not divided</source>
        <translation>Schreib die Faktoren malgenommen, z. B. 2 × 3 × 5, nicht geteilt</translation>
    </message>
    <message>
        <source>Type just the factors, without =, like 2 × 3 × 5</source>
        <translation>Schreib nur die Faktoren, ohne =, z. B. 2 × 3 × 5</translation>
    </message>
    <message>
        <source>No brackets needed: type the factors like 2^2 × 3</source>
        <translation>Keine Klammern nötig – schreib die Faktoren so: 2^2 × 3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a digit we can read: use the digits 0 to 9</source>
        <translation>„%1“ ist keine Ziffer, die wir lesen können: Nimm die Ziffern 0 bis 9</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used in an answer: type the factors like 2 × 3 × 5</source>
        <translation>„%1“ darf nicht in einer Antwort stehen – schreib die Faktoren so: 2 × 3 × 5</translation>
    </message>
    <message>
        <source>%1 does not divide %2</source>
        <translation>%1 teilt %2 nicht</translation>
    </message>
    <message>
        <source>%1 is a prime factor of %2</source>
        <translation>%1 ist ein Primfaktor von %2</translation>
    </message>
    <message>
        <source>%1 divides %2 more than %3: a repeated %1 is missing</source>
        <translation>%1 teilt %2 öfter als %3: Es fehlt noch eine %1</translation>
    </message>
    <message>
        <source>%1 does not divide %2, and %1 is not prime either</source>
        <translation>%1 teilt %2 nicht, und %1 ist auch keine Primzahl</translation>
    </message>
    <message>
        <source>%1 appears too often: %2 does not divide %3</source>
        <translation>%1 kommt zu oft vor: %2 teilt %3 nicht</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>zweimal</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1-mal</translation>
    </message>
    <message>
        <source>Use only primes that divide %1</source>
        <translation>Nimm nur Primzahlen, die %1 teilen</translation>
    </message>
    <message>
        <source>Every factor must be a prime</source>
        <translation>Jeder Faktor muss eine Primzahl sein</translation>
    </message>
    <message>
        <source>0 and 1 are not primes, so leave them out</source>
        <translation>0 und 1 sind keine Primzahlen, also lass sie weg</translation>
    </message>
    <message>
        <source>%1 is not a prime, so leave it out</source>
        <translation>%1 ist keine Primzahl, also lass sie weg</translation>
    </message>
    <message>
        <source>Right: %1 has no prime factors</source>
        <translation>Richtig: %1 hat keine Primfaktoren</translation>
    </message>
    <message>
        <source>%1. Type &quot;none&quot;.</source>
        <translation>%1. Schreib „keine“.</translation>
    </message>
    <message>
        <source>%1 has prime factors: only 0 and 1 have none</source>
        <translation>%1 hat Primfaktoren: Nur 0 und 1 haben keine</translation>
    </message>
    <message>
        <source>Right: %1 is prime</source>
        <translation>Richtig: %1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Richtig: %1 = %2</translation>
    </message>
    <message>
        <source>%1: a prime appears too often, and a factor is missing</source>
        <translation>%1: Eine Primzahl kommt zu oft vor, und ein Faktor fehlt</translation>
    </message>
    <message>
        <source>%1: a factor is missing</source>
        <translation>%1: Ein Faktor fehlt</translation>
    </message>
    <message>
        <source>%1: the product is too small, so a factor is missing</source>
        <translation>%1: Das Produkt ist zu klein – ein Faktor fehlt</translation>
    </message>
    <message>
        <source>%1: the primes are right, but not how many times each one appears</source>
        <translation>%1: Die Primzahlen stimmen, aber nicht, wie oft jede vorkommt</translation>
    </message>
    <message>
        <source>%1: that is too big, so there are too many factors</source>
        <translation>%1: Das ist zu groß, also sind es zu viele Faktoren</translation>
    </message>
    <message>
        <source>%1: a repeated prime is missing</source>
        <translation>%1: Eine Primzahl muss öfter vorkommen</translation>
    </message>
    <message>
        <source>use only primes that divide %1</source>
        <translation>nimm nur Primzahlen, die %1 teilen</translation>
    </message>
    <message>
        <source>every factor must be a prime</source>
        <translation>jeder Faktor muss eine Primzahl sein</translation>
    </message>
    <message>
        <source>Every factor must be a prime, and the smallest prime is 2</source>
        <translation>Jeder Faktor muss eine Primzahl sein, und die kleinste Primzahl ist 2</translation>
    </message>
    <message>
        <source>: find primes that multiply to make %1</source>
        <translation>: Finde Primzahlen, die malgenommen %1 ergeben</translation>
    </message>
    <message>
        <source>%1 = %2, but %3</source>
        <translation>%1 = %2, aber %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 alone is not %2</source>
        <translation>%1 allein ist nicht %2</translation>
    </message>
    <message>
        <source>%1 is far more than %2</source>
        <translation>%1 ist viel mehr als %2</translation>
    </message>
    <message>
        <source>%1 = %2, not %3</source>
        <translation>%1 = %2, nicht %3</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>Try to make %1 by multiplying primes, like 2 × 3 or 5 × 7. Can you?</source>
        <translation>Versuch, %1 durch Malnehmen von Primzahlen zu bilden, z. B. 2 × 3 oder 5 × 7. Klappt das?</translation>
    </message>
    <message>
        <source>Every prime is 2 or more, so primes multiplied together always make 2 or more, never %1.</source>
        <translation>Jede Primzahl ist 2 oder größer, also ergeben malgenommene Primzahlen immer 2 oder mehr, nie %1.</translation>
    </message>
    <message>
        <source>If a number cannot be made by multiplying primes, type &quot;none&quot;.</source>
        <translation>Wenn sich eine Zahl nicht aus Primzahlen malnehmen lässt, schreib „keine“.</translation>
    </message>
    <message>
        <source>You have typed all the prime factors of %1. Press Check.</source>
        <translation>Du hast alle Primfaktoren von %1 eingegeben. Drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source>Your right primes already make %1: take out the other numbers.</source>
        <translation>Deine richtigen Primzahlen ergeben schon %1: Nimm die anderen Zahlen heraus.</translation>
    </message>
    <message>
        <source>Try %2: divide %1 by %2.</source>
        <translation>Probier %2: Teile %1 durch %2.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3. Now find the primes of %3.</source>
        <translation>%1 ÷ %2 = %3. Jetzt finde die Primzahlen von %3.</translation>
    </message>
    <message>
        <source>Divide %1 by %2. Is what is left prime?</source>
        <translation>Teile %1 durch %2. Ist das, was übrig bleibt, eine Primzahl?</translation>
    </message>
    <message>
        <source>You have %1 so far. </source>
        <translation>Bis jetzt hast du %1. </translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left.</source>
        <translation>Teile %1 durch %2 und finde die Primzahlen von dem, was übrig bleibt.</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try the smallest primes on what is left, one by one.</source>
        <translation>Teile %1 durch %2 und probier dann die kleinsten Primzahlen an dem, was übrig bleibt, eine nach der anderen.</translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left. %3</source>
        <translation>Teile %1 durch %2 und finde die Primzahlen von dem, was übrig bleibt. %3</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try %3 on what is left.</source>
        <translation>Teile %1 durch %2 und probier dann %3 an dem, was übrig bleibt.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0, 2, 4, 6 or 8, then %2 divides %1.</source>
        <translation>Schau dir die letzte Ziffer von %1 an. Ist sie 0, 2, 4, 6 oder 8, dann teilt %2 die Zahl %1.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0 or 5, then %2 divides %1.</source>
        <translation>Schau dir die letzte Ziffer von %1 an. Ist sie 0 oder 5, dann teilt %2 die Zahl %1.</translation>
    </message>
    <message>
        <source>Add up the digits of %1: %2. If %3 divides the total, %3 divides %1 too.</source>
        <translation>Bilde die Quersumme von %1: %2. Wenn %3 die Quersumme teilt, teilt %3 auch %1.</translation>
    </message>
    <message>
        <source>%1. The next prime is %2, and %2 × %2 is more than %3, so you can stop trying. What does that tell you about %3?</source>
        <translation>%1. Die nächste Primzahl ist %2, und %2 × %2 ist mehr als %3, also kannst du mit dem Probieren aufhören. Was sagt dir das über %3?</translation>
    </message>
    <message>
        <source>Which primes divide %1? Try each prime up to %1.</source>
        <translation>Welche Primzahlen teilen %1? Probier jede Primzahl bis %1.</translation>
    </message>
    <message>
        <source>2 is even. Which prime divides every even number?</source>
        <translation>2 ist gerade. Welche Primzahl teilt jede gerade Zahl?</translation>
    </message>
    <message>
        <source>3 is odd, so 2 does not divide it.</source>
        <translation>3 ist ungerade, also teilt 2 sie nicht.</translation>
    </message>
    <message>
        <source>2 and 3 do not divide 5.</source>
        <translation>2 und 3 teilen 5 nicht.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. Try the next prime.</source>
        <translation>%1 ist ungerade, also teilt 2 sie nicht. Probier die nächste Primzahl.</translation>
    </message>
    <message>
        <source>%1 does not count here: %2 has no prime factors</source>
        <translation>%1 zählt hier nicht: %2 hat keine Primfaktoren</translation>
    </message>
    <message>
        <source>%1 If not, try the next primes in turn.</source>
        <translation>%1 Wenn nicht, probier der Reihe nach die nächsten Primzahlen.</translation>
    </message>
    <message>
        <source>If what is left ends in 0, 2, 4, 6 or 8, then %1 divides it.</source>
        <translation>Endet das, was übrig bleibt, auf 0, 2, 4, 6 oder 8, dann teilt %1 es.</translation>
    </message>
    <message>
        <source>If what is left ends in 0 or 5, then %1 divides it.</source>
        <translation>Endet das, was übrig bleibt, auf 0 oder 5, dann teilt %1 es.</translation>
    </message>
    <message>
        <source>Add up the digits of what is left: if %1 divides the total, %1 divides it.</source>
        <translation>Bilde die Quersumme von dem, was übrig bleibt: Wenn %1 die Quersumme teilt, teilt %1 es.</translation>
    </message>
    <message>
        <source>Try the smallest primes on it first, then the next primes in turn.</source>
        <translation>Probier zuerst die kleinsten Primzahlen daran, dann der Reihe nach die nächsten.</translation>
    </message>
    <message>
        <source>Try %2: %1 ÷ %2 is %3 with %4 left over, so %2 does not divide %1.</source>
        <translation>Probier %2: %1 ÷ %2 ergibt %3 und es bleiben %4 übrig, also teilt %2 die Zahl %1 nicht.</translation>
    </message>
    <message>
        <source>Start with the smallest primes: does 2, 3 or 5 divide %1?</source>
        <translation>Fang mit den kleinsten Primzahlen an: Teilt 2, 3 oder 5 die Zahl %1?</translation>
    </message>
    <message>
        <source>Start with the smallest primes. Is %1 even? Does 3 divide the total of its digits? Does it end in 0 or 5?</source>
        <translation>Fang mit den kleinsten Primzahlen an. Ist %1 gerade? Teilt 3 die Quersumme? Endet die Zahl auf 0 oder 5?</translation>
    </message>
    <message>
        <source>3 does not divide it.</source>
        <translation>3 teilt sie nicht.</translation>
    </message>
    <message>
        <source>Its digits add up to %1, so 3 does not divide it.</source>
        <translation>Die Quersumme ist %1, also teilt 3 sie nicht.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. %2 It does not end in 0 or 5, so 5 does not divide it.</source>
        <translation>%1 ist ungerade, also teilt 2 sie nicht. %2 Sie endet nicht auf 0 oder 5, also teilt 5 sie nicht.</translation>
    </message>
    <message>
        <source>Only 1 and %1 divide %1. What does that tell you about %1?</source>
        <translation>Nur 1 und %1 teilen %1. Was sagt dir das über %1?</translation>
    </message>
    <message>
        <source>%1 and %2 do not divide %3</source>
        <translation>%1 und %2 teilen %3 nicht</translation>
    </message>
    <message>
        <source>None of the primes from 2 to %1 divides %2</source>
        <translation>Keine der Primzahlen von 2 bis %1 teilt %2</translation>
    </message>
    <message>
        <source>the last digit is even (0, 2, 4, 6 or 8)</source>
        <translation>die letzte Ziffer ist gerade (0, 2, 4, 6 oder 8)</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 3</source>
        <translation>die Quersumme ist ein Vielfaches von 3</translation>
    </message>
    <message>
        <source>the number made by the last two digits is a multiple of 4</source>
        <translation>die Zahl aus den letzten beiden Ziffern ist ein Vielfaches von 4</translation>
    </message>
    <message>
        <source>the last digit is 0 or 5</source>
        <translation>die letzte Ziffer ist 0 oder 5</translation>
    </message>
    <message>
        <source>it passes the tests for both 2 and 3</source>
        <translation>die Zahl besteht die Tests für 2 und für 3</translation>
    </message>
    <message>
        <source>the number made by the last three digits is a multiple of 8</source>
        <translation>die Zahl aus den letzten drei Ziffern ist ein Vielfaches von 8</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 9</source>
        <translation>die Quersumme ist ein Vielfaches von 9</translation>
    </message>
    <message>
        <source>the last digit is 0</source>
        <translation>die letzte Ziffer ist 0</translation>
    </message>
    <message>
        <source>the digits, added and subtracted in turn from the right, give a multiple of 11</source>
        <translation>die Ziffern, von rechts abwechselnd addiert und subtrahiert, ergeben ein Vielfaches von 11</translation>
    </message>
    <message>
        <source>so %1 divides %2</source>
        <translation>also teilt %1 die Zahl %2</translation>
    </message>
    <message>
        <source>so %1 does not divide %2</source>
        <translation>also teilt %1 die Zahl %2 nicht</translation>
    </message>
    <message>
        <source>a multiple</source>
        <translation>ein Vielfaches</translation>
    </message>
    <message>
        <source>not a multiple</source>
        <translation>kein Vielfaches</translation>
    </message>
    <message>
        <source>%1 is %2 of %3</source>
        <translation>%1 ist %2 von %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3, %4</source>
        <translation>%1, %2 von %3, %4</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>the last %1 digits make %2, %3 of %4, %5</source>
        <translation>die letzten %1 Ziffern ergeben %2, %3 von %4, %5</translation>
    </message>
    <message>
        <source>%1, %2 of 11, %3</source>
        <translation>%1, %2 von 11, %3</translation>
    </message>
    <message>
        <source>0 = %1 × 0, so %1 divides 0</source>
        <translation>0 = %1 × 0, also teilt %1 die 0</translation>
    </message>
    <message>
        <source>an even</source>
        <translation>eine gerade</translation>
    </message>
    <message>
        <source>an odd</source>
        <translation>eine ungerade</translation>
    </message>
    <message>
        <source>%1 ends in %2, %3 digit, %4</source>
        <translation>%1 endet auf %2, %3 Ziffer, %4</translation>
    </message>
    <message>
        <source>, not 0 or 5</source>
        <translation>, nicht auf 0 oder 5</translation>
    </message>
    <message>
        <source>%1 ends in %2%3, %4</source>
        <translation>%1 endet auf %2%3, %4</translation>
    </message>
    <message>
        <source>, not 0</source>
        <translation>, nicht auf 0</translation>
    </message>
    <message>
        <source>both 2 and 3 divide %1</source>
        <translation>2 und 3 teilen beide %1</translation>
    </message>
    <message>
        <source>2 divides %1 but 3 does not</source>
        <translation>2 teilt %1, aber 3 nicht</translation>
    </message>
    <message>
        <source>3 divides %1 but 2 does not</source>
        <translation>3 teilt %1, aber 2 nicht</translation>
    </message>
    <message>
        <source>neither 2 nor 3 divides %1</source>
        <translation>weder 2 noch 3 teilt %1</translation>
    </message>
    <message>
        <source>%1 is not a prime: the smallest prime is 2.</source>
        <translation>%1 ist keine Primzahl: Die kleinste Primzahl ist 2.</translation>
    </message>
    <message>
        <source>%1 is bigger than %2, so it cannot divide %2: try a prime up to %2.</source>
        <translation>%1 ist größer als %2, kann %2 also nicht teilen: Probier eine Primzahl bis %2.</translation>
    </message>
    <message>
        <source>You have tried %1 already: it does not divide %2. Try another prime.</source>
        <translation>%1 hast du schon probiert: Sie teilt %2 nicht. Probier eine andere Primzahl.</translation>
    </message>
    <message>
        <source>Yes: %1 divides %2. Now work out %2 ÷ %1.</source>
        <translation>Ja: %1 teilt %2. Rechne jetzt %2 ÷ %1 aus.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 is smaller than %1: try a smaller number.</source>
        <translation>%1 ÷ %2 ist kleiner als %1: Probier eine kleinere Zahl.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a bigger number.</source>
        <translation>%1 × %2 = %3, nicht %4: Probier eine größere Zahl.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a smaller number.</source>
        <translation>%1 × %2 = %3, nicht %4: Probier eine kleinere Zahl.</translation>
    </message>
    <message>
        <source>First find a prime that divides %1: try a prime on it.</source>
        <translation>Finde zuerst eine Primzahl, die %1 teilt: Probier eine Primzahl daran.</translation>
    </message>
    <message>
        <source>No: %1 is not prime, so a prime up to %2 divides it. Try the primes you have not tried yet.</source>
        <translation>Nein: %1 ist keine Primzahl, also teilt sie eine Primzahl bis %2. Probier die Primzahlen, die du noch nicht probiert hast.</translation>
    </message>
    <message>
        <source>%1 What does that tell you about %2?</source>
        <translation>%1 Was sagt dir das über %2?</translation>
    </message>
    <message>
        <source>First write %1 ÷ %2 underneath: what is it?</source>
        <translation>Schreib zuerst %1 ÷ %2 darunter: Was kommt heraus?</translation>
    </message>
    <message>
        <source>The ladder is finished: 0 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>Die Leiter ist fertig: 0 hat keine Primfaktoren, also lautet die Antwort „keine“.</translation>
    </message>
    <message>
        <source>The ladder is finished: 1 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>Die Leiter ist fertig: 1 hat keine Primfaktoren, also lautet die Antwort „keine“.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>Die Leiter ist fertig: %1 ist eine Primzahl.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>Die Leiter ist fertig: %1 = %2.</translation>
    </message>
    <message>
        <source>Right: %1 is prime.</source>
        <translation>Richtig: %1 ist eine Primzahl.</translation>
    </message>
    <message>
        <source>Right: %1 ÷ %2 = %3.</source>
        <translation>Richtig: %1 ÷ %2 = %3.</translation>
    </message>
    <message>
        <source> Now go on with %1.</source>
        <translation> Jetzt mach mit %1 weiter.</translation>
    </message>
    <message>
        <source>No prime up to %1 divides %2, and the next prime, %3, is too big: %3 × %3 is more than %2.</source>
        <translation>Keine Primzahl bis %1 teilt %2, und die nächste Primzahl, %3, ist zu groß: %3 × %3 ist mehr als %2.</translation>
    </message>
    <message>
        <source>%1. Try a prime instead.</source>
        <translation>%1. Probier stattdessen eine Primzahl.</translation>
    </message>
    <message>
        <source>like 2, 3 or 5</source>
        <translation>z. B. 2, 3 oder 5</translation>
    </message>
    <message>
        <source>like 12</source>
        <translation>z. B. 12</translation>
    </message>
    <message>
        <source>Type a prime to try, %1.</source>
        <translation>Gib eine Primzahl zum Probieren ein, %1.</translation>
    </message>
    <message>
        <source>Type a number, %1.</source>
        <translation>Gib eine Zahl ein, %1.</translation>
    </message>
    <message>
        <source>Negative numbers cannot be used here: type 0 or more.</source>
        <translation>Negative Zahlen gehen hier nicht: Gib 0 oder mehr ein.</translation>
    </message>
    <message>
        <source>That is far too long. %1</source>
        <translation>Das ist viel zu lang. %1</translation>
    </message>
    <message>
        <source>%1 is not a whole number. %2</source>
        <translation>%1 ist keine ganze Zahl. %2</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 ist keine Primzahl</translation>
    </message>
    <message>
        <source>%1 is not a prime: primes are whole numbers bigger than 1</source>
        <translation>%1 ist keine Primzahl: Primzahlen sind ganze Zahlen größer als 1</translation>
    </message>
    <message>
        <source>%1 is not prime: %1 = %2</source>
        <translation>%1 ist keine Primzahl: %1 = %2</translation>
    </message>
    <message>
        <source>%1 is not prime: it is even, so it can still be split</source>
        <translation>%1 ist keine Primzahl: Sie ist gerade, also lässt sie sich noch zerlegen</translation>
    </message>
    <message>
        <source>%1 is not prime: it ends in 5, so it can still be split</source>
        <translation>%1 ist keine Primzahl: Sie endet auf 5, also lässt sie sich noch zerlegen</translation>
    </message>
    <message>
        <source>%1 is not prime: its digits add up to %2, so it can still be split</source>
        <translation>%1 ist keine Primzahl: Ihre Quersumme ist %2, also lässt sie sich noch zerlegen</translation>
    </message>
    <message>
        <source>%1 is not prime: two smaller numbers multiply to make it, so it can still be split</source>
        <translation>%1 ist keine Primzahl: Zwei kleinere Zahlen malgenommen ergeben sie, also lässt sie sich noch zerlegen</translation>
    </message>
    <message>
        <source>%1 is not prime: a prime bigger than 5 divides it, so it can still be split</source>
        <translation>%1 ist keine Primzahl: Eine Primzahl größer als 5 teilt sie, also lässt sie sich noch zerlegen</translation>
    </message>
    <message>
        <source>0 has no prime factors: primes multiplied together never make 0</source>
        <translation>0 hat keine Primfaktoren: Primzahlen malgenommen ergeben nie 0</translation>
    </message>
    <message>
        <source>1 has no prime factors: it is not a prime, and primes multiplied together never make 1</source>
        <translation>1 hat keine Primfaktoren: Sie ist keine Primzahl, und Primzahlen malgenommen ergeben nie 1</translation>
    </message>
    <message>
        <source>Type a whole number, like 360</source>
        <translation>Gib eine ganze Zahl ein, z. B. 360</translation>
    </message>
    <message>
        <source>That is too long: type a whole number up to %1</source>
        <translation>Das ist zu lang: Gib eine ganze Zahl bis %1 ein</translation>
    </message>
    <message>
        <source>%1 has no digits: type a whole number, like 360</source>
        <translation>%1 enthält keine Ziffern: Gib eine ganze Zahl ein, z. B. 360</translation>
    </message>
    <message>
        <source>%1 is not a whole number: type one without a point</source>
        <translation>%1 ist keine ganze Zahl: Gib eine Zahl ohne Komma oder Punkt ein</translation>
    </message>
    <message>
        <source>%1 is not a digit: type a whole number with %2, like 360</source>
        <translation>%1 ist keine Ziffer: Gib eine ganze Zahl mit %2 ein, z. B. 360</translation>
    </message>
    <message>
        <source>the digits 0 to 9</source>
        <translation>den Ziffern 0 bis 9</translation>
    </message>
    <message>
        <source>Negative numbers have no prime factorisation: type 0 or more</source>
        <translation>Negative Zahlen haben keine Primfaktorzerlegung: Gib 0 oder mehr ein</translation>
    </message>
    <message>
        <source>%1 is too big: the checker goes up to %2</source>
        <translation>%1 ist zu groß: Der Prüfer geht bis %2</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Jacks, Queens, Kings and jokers</source>
        <translation>Buben, Damen, Könige und Joker</translation>
    </message>
    <message>
        <source>Jacks, Queens and jokers</source>
        <translation>Buben, Damen und Joker</translation>
    </message>
    <message>
        <source>Jacks and jokers</source>
        <translation>Buben und Joker</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a card: %1 its rank (Ace, Two … King), %2 its suit (spades, hearts…)</extracomment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source> (digit %1)</source>
        <translation> (Ziffer %1)</translation>
    </message>
    <message>
        <source>%1 is not a card code: card codes are text like %2</source>
        <translation>%1 ist kein Kartencode: Kartencodes sind Text wie %2</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank A 2-10 J Q K and a suit S H D C (like %2), or %3 for a joker</source>
        <translation>%1 ist kein Kartencode: Nimm einen Rang A 2-10 J Q K und eine Farbe S H D C (wie %2) oder %3 für einen Joker</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 does not divide %2: %2 ÷ %1 is %3 with %4 left over.</source>
        <translation>%1 teilt %2 nicht: %2 ÷ %1 = %3 Rest %4.</translation>
    </message>
    <message>
        <source>The deal has %1 players but %2 seats</source>
        <translation>Die Kartendatei hat %1 Spieler, aber %2 Plätze</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is empty</source>
        <translation>Der Name von Spieler %1 ist leer</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is %2 characters long: a name can have at most %3</source>
        <translation>Der Name von Spieler %1 ist %2 Zeichen lang: Ein Name darf höchstens %3 haben</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has half a character (%2) in it: a name must be plain text</source>
        <translation>Im Namen von Spieler %1 steht ein halbes Zeichen (%2): Ein Name muss einfacher Text sein</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has a control character (%2) in it: a name must be plain text</source>
        <translation>Im Namen von Spieler %1 steht ein Steuerzeichen (%2): Ein Name muss einfacher Text sein</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of names, like %1</source>
        <translation>&quot;players&quot; muss eine Liste von Namen sein, wie %1</translation>
    </message>
    <message>
        <source>A game has at most %1 players; this deal has %2</source>
        <translation>Ein Spiel hat höchstens %1 Spieler; diese Kartendatei hat %2</translation>
    </message>
    <message>
        <source>The name %1 is used twice (players %2 and %3): every player needs a different name</source>
        <translation>Der Name %1 kommt zweimal vor (Spieler %2 und %3): Jeder Spieler braucht einen anderen Namen</translation>
    </message>
    <message>
        <source>A game needs at least %1 players; this deal has %2</source>
        <translation>Ein Spiel braucht mindestens %1 Spieler; diese Kartendatei hat %2</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): every player needs a different name</source>
        <translation>Die Namen von Spieler %1 und %2 sehen gleich aus (%3 und %4): Jeder Spieler braucht einen anderen Namen</translation>
    </message>
    <message>
        <source>%1 must be a list of card codes, like %2</source>
        <translation>%1 muss eine Liste von Kartencodes sein, wie %2</translation>
    </message>
    <message>
        <source>%1 lists %2 cards; a deal can have at most %3 (%4 packs)</source>
        <translation>%1 nennt %2 Karten; eine Kartendatei darf höchstens %3 haben (%4 Kartenspiele)</translation>
    </message>
    <message>
        <source>%1, card %2: %3</source>
        <extracomment>where in a deal file: %1 the pile (face_pile, digit_pile), %2 the card&apos;s place in it, %3 what is wrong there</extracomment>
        <translation>%1, Karte %2: %3</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a digit card; the face pile holds only J, Q, K and jokers</source>
        <translation>face_pile, Karte %1: %2 ist eine Ziffernkarte; auf den Bildkartenstapel kommen nur J, Q, K und Joker</translation>
    </message>
    <message>
        <source>digit_pile, card %1: %2 is a face card; the digit pile holds only A to 10</source>
        <translation>digit_pile, Karte %1: %2 ist eine Bildkarte; auf den Ziffernstapel kommen nur A bis 10</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object, like %1</source>
        <translation>&quot;rules&quot; muss ein Objekt sein, wie %1</translation>
    </message>
    <message>
        <source>Unknown rule %1: the rules are %2</source>
        <translation>Unbekannte Regel %1: Die Regeln sind %2</translation>
    </message>
    <message>
        <source>Unknown face_cards value %1: it must be one of %2</source>
        <translation>Unbekannter Wert für face_cards %1: Er muss einer von %2 sein</translation>
    </message>
    <message>
        <source>The rule %1 must be true or false, not %2</source>
        <translation>Die Regel %1 muss true oder false sein, nicht %2</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a %3, but house rule face_cards %4 keeps only %5</source>
        <translation>face_pile, Karte %1: %2 (%3) passt nicht: Mit der Hausregel face_cards %4 gibt es nur %5</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2: that needs %3 packs, and a deal can have at most %4</source>
        <translation>Die Kartendatei hat %1-mal %2: Dafür braucht es %3 Kartenspiele, und eine Kartendatei darf höchstens %4 haben</translation>
    </message>
    <message>
        <source>&quot;packs&quot; must be a whole number from 1 to %1, not %2</source>
        <translation>&quot;packs&quot; muss eine ganze Zahl von 1 bis %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2, but with &quot;packs&quot;: %3 it can have %4</source>
        <translation>Die Kartendatei hat %1-mal %2, aber mit &quot;packs&quot;: %3 darf sie es %4-mal haben</translation>
    </message>
    <message>
        <source>A deal must be a JSON object with %1</source>
        <translation>Eine Kartendatei muss ein JSON-Objekt mit %1 sein</translation>
    </message>
    <message>
        <source>Unknown key %1 in the deal: the keys are %2</source>
        <translation>Unbekannter Schlüssel %1 in der Kartendatei: Die Schlüssel sind %2</translation>
    </message>
    <message>
        <source>The deal has no %1</source>
        <translation>In der Kartendatei fehlt %1</translation>
    </message>
    <message>
        <source>The deal file is not a text file (it is not UTF-8)</source>
        <translation>Die Kartendatei ist keine Textdatei (sie ist nicht UTF-8)</translation>
    </message>
    <message>
        <source>The deal file is empty</source>
        <translation>Die Kartendatei ist leer</translation>
    </message>
    <message>
        <source>The deal file is not valid JSON: %1 at line %2, column %3</source>
        <extracomment>%1 the JSON reader&apos;s own words (English), %2 the line, %3 the column</extracomment>
        <translation>Die Kartendatei ist kein gültiges JSON: %1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it is nested far too deeply</source>
        <translation>Die Kartendatei ist keine Kartendatei: Sie ist viel zu tief verschachtelt</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it holds a number far too long</source>
        <translation>Die Kartendatei ist keine Kartendatei: Sie enthält eine viel zu lange Zahl</translation>
    </message>
    <message>
        <source>%1 is a folder, not a deal file</source>
        <translation>%1 ist ein Ordner, keine Kartendatei</translation>
    </message>
    <message>
        <source>%1 is not a deal file: it is not a regular file</source>
        <translation>%1 ist keine Kartendatei: Es ist keine normale Datei</translation>
    </message>
    <message>
        <source>Cannot read the deal file %1: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (in the computer&apos;s language)</extracomment>
        <translation>Die Kartendatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a deal file (over %2 MB)</source>
        <translation>%1 ist zu groß für eine Kartendatei (über %2 MB)</translation>
    </message>
    <message>
        <source>A deal code is a whole number from 0 to %1</source>
        <translation>Ein Mischcode ist eine ganze Zahl von 0 bis %1</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code is a whole number written with the digits 0 to 9, like %2</source>
        <translation>%1 ist kein Mischcode: Ein Mischcode ist eine ganze Zahl aus den Ziffern 0 bis 9, wie %2</translation>
    </message>
    <message>
        <source>A game has at most %1 players, not %2</source>
        <translation>Ein Spiel hat höchstens %1 Spieler, nicht %2</translation>
    </message>
    <message>
        <source>%1 players need %1 seats, not %2</source>
        <translation>%1 Spieler brauchen %1 Plätze, nicht %2</translation>
    </message>
    <message>
        <source>packs must be a whole number of 1 or more</source>
        <translation>Die Zahl der Kartenspiele muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>A shuffled deal can have at most %1 packs, not %2</source>
        <translation>Gemischt werden höchstens %1 Kartenspiele, nicht %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The digits are already down: factor the number first.</source>
        <translation>Die Ziffern liegen schon: Zerlege zuerst die Zahl.</translation>
    </message>
    <message>
        <source>Enter the cards first.</source>
        <translation>Gib zuerst die Karten ein.</translation>
    </message>
    <message>
        <source>Draw the cards first.</source>
        <translation>Zieh zuerst die Karten.</translation>
    </message>
    <message>
        <source>Hints are only for Practice mode.</source>
        <translation>Tipps gibt es nur im Modus Übung.</translation>
    </message>
    <message>
        <source>No more hints: press Give up to see the answer.</source>
        <translation>Keine Tipps mehr: Drück auf „Aufgeben“, um die Lösung zu sehen.</translation>
    </message>
    <message>
        <source>That answer is too long: type at most %1 characters.</source>
        <translation>Diese Antwort ist zu lang: Tippe höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>You have tried %1 times: press Give up to see the answer.</source>
        <translation>Du hast es %1-mal versucht: Drück auf „Aufgeben“, um die Lösung zu sehen.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives one answer, with no hints.</source>
        <translation>%1 ist ein Computerspieler und gibt eine Antwort, ohne Tipps.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives its own answer.</source>
        <translation>%1 ist ein Computerspieler und gibt seine eigene Antwort.</translation>
    </message>
    <message>
        <source>The game is not waiting for an answer.</source>
        <translation>Das Spiel wartet gerade auf keine Antwort.</translation>
    </message>
    <message>
        <source>%1 is not a computer player.</source>
        <translation>%1 ist kein Computerspieler.</translation>
    </message>
    <message>
        <source>In a game with real cards, show the app the cards you turned over.</source>
        <translation>In einem Spiel mit echten Karten zeigst du der App die Karten, die du aufgedeckt hast.</translation>
    </message>
    <message>
        <source>This game deals its own cards: press Draw.</source>
        <translation>Dieses Spiel teilt die Karten selbst aus: Drück auf „Ziehen“.</translation>
    </message>
    <message>
        <source>Computer players can&apos;t turn over real cards: make every seat a person, or shuffle a deal.</source>
        <translation>Computerspieler können keine echten Karten aufdecken: Setz überall Menschen hin oder lass die Karten mischen.</translation>
    </message>
    <message>
        <source>A game with real cards starts with no cards entered</source>
        <translation>Ein Spiel mit echten Karten beginnt ohne eingegebene Karten</translation>
    </message>
    <message>
        <source>That is too long: a turn has at most %1 cards (at most %2 characters)</source>
        <translation>Das ist zu lang: Ein Zug hat höchstens %1 Karten (höchstens %2 Zeichen)</translation>
    </message>
    <message>
        <source>That is %1 cards: a turn has at most %2 (a King and its 4 digits)</source>
        <translation>Das sind %1 Karten: Ein Zug hat höchstens %2 (ein König und seine 4 Ziffern)</translation>
    </message>
    <message>
        <source>%1 is a digit card: the first card is the face card (a Jack, Queen, King or joker).</source>
        <translation>%1 ist eine Ziffernkarte: Die erste Karte ist die Bildkarte (ein Bube, eine Dame, ein König oder ein Joker).</translation>
    </message>
    <message>
        <source>%1 is a %2, but this game is played with %3 only.</source>
        <translation>%1 (%2) passt nicht: In diesem Spiel gibt es nur %3.</translation>
    </message>
    <message>
        <source>%1 is a face card: after the face card come digit cards (Ace to 10).</source>
        <translation>%1 ist eine Bildkarte: Nach der Bildkarte kommen Ziffernkarten (Ass bis 10).</translation>
    </message>
    <message>
        <source>%1 asks for %2 digits; digit cards entered: %3.</source>
        <extracomment>%1 a face card (K♠, Joker), %2 how many digits it asks for (2 to 4), %3 how many digit cards were entered (0 to 4)</extracomment>
        <translation>%1 verlangt %2 Ziffern; eingegebene Ziffernkarten: %3.</translation>
    </message>
    <message>
        <source>There is no %1 left: every one the packs hold (%2) has been entered already.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many of it the game&apos;s packs hold</extracomment>
        <translation>Es gibt keine %1 mehr: Alle, die in den Kartenspielen sind (%2), wurden schon eingegeben.</translation>
    </message>
    <message>
        <source>This turn has %1 %2 times, but the packs have only %3 of it left.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many times this turn has it (2 or more), %3 how many are left in the game&apos;s packs (1 or more)</extracomment>
        <translation>In diesem Zug kommt %1 %2-mal vor, aber in den Kartenspielen ist davon nur noch %3 übrig.</translation>
    </message>
    <message>
        <source>Only a game with real cards ends when the players run out of cards.</source>
        <translation>Nur ein Spiel mit echten Karten endet, wenn den Spielern die Karten ausgehen.</translation>
    </message>
    <message>
        <source>Finish this turn first: factor the number, or give up.</source>
        <translation>Beende zuerst diesen Zug: Zerlege die Zahl oder gib auf.</translation>
    </message>
    <message>
        <source>Nobody has had a turn yet: enter the first cards, or start a new game.</source>
        <translation>Noch war niemand dran: Gib die ersten Karten ein oder starte ein neues Spiel.</translation>
    </message>
    <message>
        <source>A computer player&apos;s level is one of %1</source>
        <translation>Die Stufe eines Computerspielers ist eine von %1</translation>
    </message>
    <message>
        <source>Player %1 must be a name like %2, or a computer player like %3, not %4</source>
        <translation>Spieler %1 muss ein Name wie %2 oder ein Computerspieler wie %3 sein, nicht %4</translation>
    </message>
    <message>
        <source>Player %1 has an unknown key %2: a computer player has %3 and %4, like %5</source>
        <translation>Spieler %1 hat einen unbekannten Schlüssel %2: Ein Computerspieler hat %3 und %4, wie %5</translation>
    </message>
    <message>
        <source>Player %1 has no %2: a computer player is written %3</source>
        <translation>Bei Spieler %1 fehlt %2: Ein Computerspieler wird so geschrieben: %3</translation>
    </message>
    <message>
        <source>Player %1&apos;s name must be text, not %2</source>
        <translation>Der Name von Spieler %1 muss Text sein, nicht %2</translation>
    </message>
    <message>
        <source>Player %1, %2, has an unknown level %3: a computer player&apos;s level is one of %4</source>
        <translation>Spieler %1, %2, hat eine unbekannte Stufe %3: Die Stufe eines Computerspielers ist eine von %4</translation>
    </message>
    <message>
        <source>Choose from 0 to %1 computer players</source>
        <translation>Wähle 0 bis %1 Computerspieler</translation>
    </message>
</context>
<context>
    <name>FactorResult</name>
    <message>
        <source>Expanded: %1 = %2</source>
        <translation>Ausgeschrieben: %1 = %2</translation>
    </message>
    <message>
        <source>Factor tree: %1</source>
        <translation>Faktorbaum: %1</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Wild West games (*.wwgame);;All files (*)</source>
        <translation>Wild-West-Spiele (*.wwgame);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Kartendateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the &amp;cards as a deal file…</source>
        <translation>&amp;Karten als Kartendatei speichern…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>Punkteblatt &amp;drucken…</translation>
    </message>
    <message>
        <source>Print &amp;deal sheet…</source>
        <translation>Kartenliste d&amp;rucken…</translation>
    </message>
    <message>
        <source>Save sheet as P&amp;DF</source>
        <translation>Blatt als P&amp;DF speichern</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>&amp;Punkteblatt…</translation>
    </message>
    <message>
        <source>&amp;Deal sheet with answer key…</source>
        <translation>&amp;Kartenliste mit Lösungen…</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>&amp;Lernprotokoll…</translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation>Lernprotokoll &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Save the cards as a deal file</source>
        <translation>Karten als Kartendatei speichern</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>%1.

The game you were playing is still here.</source>
        <translation>%1.

Das Spiel, das du gerade gespielt hast, ist noch da.</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Noch keine gespeicherten Spiele</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Deal sheet</source>
        <translation>Kartenliste</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>%1 — Wild West</source>
        <translation>%1 — Wild West</translation>
    </message>
    <message>
        <source>deal sheet</source>
        <translation>Kartenliste</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>%1 - %2.pdf</source>
        <translation>%1 - %2.pdf</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Wild West records %1.csv</source>
        <translation>Wild West Lernprotokoll %1.csv</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Lernprotokoll exportieren</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the folder and the name together are too long for Windows (%1 characters; at most %2): choose a folder nearer the top of the drive</source>
        <translation>Ordner und Name zusammen sind zu lang für Windows (%1 Zeichen; höchstens %2): Wähle einen Ordner weiter oben auf dem Laufwerk</translation>
    </message>
    <message>
        <source>the name is too long (%1 bytes; at most %2)</source>
        <translation>der Name ist zu lang (%1 Byte; höchstens %2)</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation>es ist eine Verknüpfung zu einer Datei, die es nicht gibt</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>ein Ordner hat diesen Namen</translation>
    </message>
    <message>
        <source>something that is not a file (a pipe or a device) has that name</source>
        <translation>etwas, das keine Datei ist (eine Pipe oder ein Gerät), hat diesen Namen</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>es ist keine normale Datei</translation>
    </message>
    <message>
        <source>the file cannot be created</source>
        <translation>die Datei kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>writing stopped part-way%1: disk full?</source>
        <translation>das Schreiben brach mittendrin ab%1: Ist der Speicher voll?</translation>
    </message>
    <message>
        <source>writing failed%1: disk full?</source>
        <translation>das Schreiben ist fehlgeschlagen%1: Ist der Speicher voll?</translation>
    </message>
</context>
<context>
    <name>FrozenFirstColumnTable</name>
    <message>
        <source>Player names</source>
        <translation>Namen der Spieler</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Pick the face card you turned over first.</source>
        <translation>Wähle zuerst die Bildkarte, die du aufgedeckt hast.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Starte zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>Unknown mode %1</source>
        <translation>Unbekannter Modus %1</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: computer players play by themselves.</source>
        <translation>%1 ist dran: Computerspieler spielen von allein.</translation>
    </message>
    <message>
        <source>Your teacher has chosen the division ladder: climb it step by step.</source>
        <translation>Deine Lehrkraft hat die Divisionsleiter gewählt: Geh sie Schritt für Schritt durch.</translation>
    </message>
    <message>
        <source>There is no ladder to climb now: the ladder is for your own turn in Practice.</source>
        <translation>Gerade gibt es keine Leiter: Die Leiter ist für deinen eigenen Zug im Modus Übung.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Noch &amp;einmal spielen</translation>
    </message>
    <message>
        <source>Same players, mode and rules; a new deal</source>
        <translation>Gleiche Spieler, gleicher Modus, gleiche Regeln; neu gemischt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>See the last &amp;turn</source>
        <translation>Den letzten &amp;Zug ansehen</translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source>a player</source>
        <translation>jemand</translation>
    </message>
    <message>
        <source>The checker is locked while %1 answers (Challenge). It opens again when the turn is scored.</source>
        <translation>Der Zerlegungsprüfer ist gesperrt, solange %1 antwortet (Herausforderung). Er ist wieder offen, sobald der Zug gewertet ist.</translation>
    </message>
    <message>
        <source>It opens again when the turn is scored.</source>
        <translation>Es ist wieder offen, sobald der Zug gewertet ist.</translation>
    </message>
    <message>
        <source>Look-up is locked while %1 answers (Challenge). The list still scrolls.</source>
        <translation>Das Nachschlagen ist gesperrt, solange %1 antwortet (Herausforderung). Blättern kannst du in der Liste trotzdem.</translation>
    </message>
    <message>
        <source>The sieve is locked while %1 answers (Challenge). %2</source>
        <translation>Das Sieb ist gesperrt, solange %1 antwortet (Herausforderung). %2</translation>
    </message>
    <message>
        <source>The prime map is locked while %1 answers (Challenge). %2</source>
        <translation>Die Primzahlkarte ist gesperrt, solange %1 antwortet (Herausforderung). %2</translation>
    </message>
</context>
<context>
    <name>HundredSquare</name>
    <message>
        <source>Hundred square</source>
        <translation>Hundertertafel</translation>
    </message>
</context>
<context>
    <name>IndexFormView</name>
    <message>
        <source>Index form</source>
        <translation>Potenzschreibweise</translation>
    </message>
    <message>
        <source>Written out: %1 = %2</source>
        <translation>Ausgeschrieben: %1 = %2</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation>%1: gehört %2</translation>
    </message>
    <message>
        <source>has no prime factors</source>
        <translation>hat keine Primfaktoren</translation>
    </message>
    <message>
        <source>Who holds these primes:</source>
        <translation>Wem diese Primzahlen gehören:</translation>
    </message>
    <message>
        <source>Who holds it:</source>
        <translation>Wem sie gehört:</translation>
    </message>
</context>
<context>
    <name>Key</name>
    <message>
        <source>Start a game to see who holds which prime.</source>
        <translation>Starte ein Spiel, um zu sehen, wem welche Primzahl gehört.</translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message>
        <source>Check: %2 × your answer should make %1.</source>
        <extracomment>said after &quot;Yes: 2 divides 22. Now work out 22 ÷ 2.&quot;: %1 the rest (22), %2 the prime</extracomment>
        <translation>Probe: %2 × dein Ergebnis muss %1 ergeben.</translation>
    </message>
    <message>
        <source>: %1 is prime</source>
        <translation>: %1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>1: the foot of the ladder.</source>
        <translation>1: das Ende der Leiter.</translation>
    </message>
    <message>
        <source>%1: tried %2.</source>
        <translation>%1: probiert: %2.</translation>
    </message>
    <message>
        <source>Division ladder for %1</source>
        <translation>Divisionsleiter für %1</translation>
    </message>
    <message>
        <source>%1 has no prime factors: the ladder has nothing to divide.</source>
        <translation>%1 hat keine Primfaktoren: Die Leiter hat nichts zu teilen.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>Die Leiter ist fertig: %1 ist eine Primzahl.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>Die Leiter ist fertig: %1 = %2.</translation>
    </message>
    <message>
        <source>Already ruled out: %1.</source>
        <translation>Schon ausgeschieden: %1.</translation>
    </message>
    <message>
        <source>Work out %1 ÷ %2. Check: %2 × your answer should make %1.</source>
        <translation>Rechne %1 ÷ %2 aus. Probe: %2 × dein Ergebnis muss %1 ergeben.</translation>
    </message>
    <message>
        <source>Try a prime on %1.</source>
        <translation>Probier eine Primzahl an %1 aus.</translation>
    </message>
    <message>
        <source> If no prime divides it, it is prime.</source>
        <translation> Wenn keine Primzahl sie teilt, ist sie eine Primzahl.</translation>
    </message>
    <message>
        <source>climb the division ladder step by step</source>
        <translation>die Divisionsleiter Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>type the factorisation</source>
        <translation>die Primfaktorzerlegung eintippen</translation>
    </message>
    <message>
        <source>Your teacher has chosen how you answer: %1.</source>
        <translation>Deine Lehrkraft hat festgelegt, wie du antwortest: %1.</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Geh Schritt für Schritt eine Divisionsleiter durch, statt die Primfaktorzerlegung einzutippen</translation>
    </message>
    <message>
        <source>Climb the division ladder for %1, one step at a time.</source>
        <translation>Geh die Divisionsleiter für %1 durch, einen Schritt nach dem anderen.</translation>
    </message>
</context>
<context>
    <name>LadderAnswer</name>
    <message>
        <source>Division ladder</source>
        <translation>Divisionsleiter</translation>
    </message>
    <message>
        <source>Next step on the ladder</source>
        <translation>Nächster Schritt auf der Leiter</translation>
    </message>
    <message>
        <source>Primes ruled out</source>
        <translation>Ausgeschiedene Primzahlen</translation>
    </message>
    <message>
        <source>a prime, like 7</source>
        <translation>eine Primzahl, z. B. 7</translation>
    </message>
    <message>
        <source>Prime to try</source>
        <translation>Primzahl zum Probieren</translation>
    </message>
    <message>
        <source>Type a prime and press Enter to see if it divides what is left</source>
        <translation>Gib eine Primzahl ein und drück Enter, um zu sehen, ob sie den Rest teilt</translation>
    </message>
    <message>
        <source>Tr&amp;y it</source>
        <translation>Pr&amp;obieren</translation>
    </message>
    <message>
        <source>Try the prime you typed</source>
        <translation>Die eingegebene Primzahl ausprobieren</translation>
    </message>
    <message>
        <source>It is &amp;prime</source>
        <translation>Ist eine &amp;Primzahl</translation>
    </message>
    <message>
        <source>What is left is prime</source>
        <translation>Der Rest ist eine Primzahl</translation>
    </message>
    <message>
        <source>Say that what is left is prime: no prime smaller than it divides it</source>
        <translation>Sagen, dass der Rest eine Primzahl ist: Keine kleinere Primzahl teilt ihn</translation>
    </message>
    <message>
        <source>Small primes:</source>
        <translation>Kleine Primzahlen:</translation>
    </message>
    <message>
        <source>What is left after dividing</source>
        <translation>Was nach dem Teilen übrig ist</translation>
    </message>
    <message>
        <source>&amp;Write it</source>
        <translation>Hi&amp;nschreiben</translation>
    </message>
    <message>
        <source>Write the answer of the division underneath</source>
        <translation>Das Ergebnis der Division darunterschreiben</translation>
    </message>
    <message>
        <source>%1 what?</source>
        <translation>%1 wie viel?</translation>
    </message>
    <message>
        <source>, tried: it does not divide</source>
        <translation>, probiert: teilt nicht</translation>
    </message>
    <message>
        <source>Try %1%2</source>
        <translation>Probier %1%2</translation>
    </message>
    <message>
        <source>%1 does not divide what is left</source>
        <translation>%1 teilt den Rest nicht</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Probier %1</translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>Division ladder</source>
        <translation>Divisionsleiter</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>The computer&apos;s language (%1)</source>
        <translation>Sprache des Computers (%1)</translation>
    </message>
    <message>
        <source>A new language is used when Wild West starts again.</source>
        <translation>Eine neue Sprache gilt, wenn Wild West neu startet.</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Von deiner Schule festgelegt</translation>
    </message>
    <message>
        <source>Wild West will speak %1 the next time it starts.</source>
        <extracomment>%1 the name of a language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;)</extracomment>
        <translation>Wild West spricht beim nächsten Start %1.</translation>
    </message>
</context>
<context>
    <name>LockedRules</name>
    <message>
        <source>The house rules the school has set on this computer apply to this game.</source>
        <translation>Für dieses Spiel gelten die Hausregeln, die die Schule auf diesem Computer festgelegt hat.</translation>
    </message>
    <message>
        <source>This game is played in %1, as the school has set this computer.</source>
        <translation>Dieses Spiel wird im Modus %1 gespielt, so wie die Schule diesen Computer eingestellt hat.</translation>
    </message>
    <message>
        <source>its moves do not fit the house rules the school has set on this computer</source>
        <translation>seine Züge nicht zu den Hausregeln passen, die die Schule auf diesem Computer festgelegt hat</translation>
    </message>
    <message>
        <source>it was played in %1 and the school has set this computer to %2</source>
        <translation>es im Modus %1 gespielt wurde und die Schule diesen Computer auf %2 eingestellt hat</translation>
    </message>
    <message>
        <source>This game starts again from the first turn, because %1. The file is unchanged.</source>
        <translation>Dieses Spiel beginnt noch einmal beim ersten Zug, weil %1. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>it is dealt with %1, but the school has set this computer to play with %2 only</source>
        <translation>sie wird mit %1 gespielt, aber die Schule hat auf diesem Computer nur %2 festgelegt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Follow the system</source>
        <translation>Systemeinstellung</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Beamer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Step by step (press Next)</source>
        <translation>Schritt für Schritt (auf „Weiter“ drücken)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Noch &amp;einmal spielen</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>&amp;Read the cards</source>
        <translation>Karten v&amp;orlesen</translation>
    </message>
    <message>
        <source>&amp;Undo last turn…</source>
        <translation>Letzten Zug &amp;rückgängig…</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards…</source>
        <translation>Karten sind &amp;alle…</translation>
    </message>
    <message>
        <source>&amp;Skip ahead</source>
        <translation>&amp;Vorspulen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Reset panels</source>
        <translation>&amp;Fenster zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimationen</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbige Karten</translation>
    </message>
    <message>
        <source>Suit &amp;letters on cards</source>
        <translation>Farb&amp;buchstaben auf den Karten</translation>
    </message>
    <message>
        <source>Fold the side panels for bigger &amp;cards</source>
        <translation>Seitenleisten für größere Karten &amp;einklappen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Text si&amp;ze</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Computer-Tempo</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Wild West</source>
        <translation>Über &amp;Wild West</translation>
    </message>
    <message>
        <source>Undo last turn</source>
        <translation>Letzten Zug rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Undo it</source>
        <translation>&amp;Rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>We&apos;re out of cards</source>
        <translation>Karten sind alle</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>Spiel &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Side panels &amp;drawer</source>
        <translation>Seiten&amp;leisten</translation>
    </message>
    <message>
        <source>Side panels</source>
        <extracomment>the menu bar&apos;s button that opens the folded side panels (scoreboard, turn log…)</extracomment>
        <translation>Seitenleisten</translation>
    </message>
    <message>
        <source>The scoreboard, the turn log and the prime reference, folded away so the cards are bigger. F6 opens and closes them.</source>
        <translation>Punktestand, Spielverlauf und Primzahl-Hilfen, eingeklappt, damit die Karten größer sind. F6 öffnet und schließt sie.</translation>
    </message>
    <message>
        <source>Side panels, open</source>
        <translation>Seitenleisten, geöffnet</translation>
    </message>
    <message>
        <source>Side panels, closed</source>
        <translation>Seitenleisten, geschlossen</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>Z&amp;oom:</translation>
    </message>
    <message>
        <source>Point at a square, or click the map and use the arrow keys. Ctrl + mouse wheel, or + and −, zoom.</source>
        <translation>Zeig auf ein Feld oder klick in die Karte und nimm die Pfeiltasten. Zoomen: Strg + Mausrad oder + und −.</translation>
    </message>
    <message>
        <source>Zoom in to see who holds each prime:</source>
        <translation>Zoomen zeigt, wer welche Primzahl hat:</translation>
    </message>
    <message>
        <source>Squares %1 pixels wide</source>
        <translation>Felder %1 Pixel breit</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Stop when a round can&apos;t go all the way round.</source>
        <translation>Aufhören, wenn eine Runde nicht mehr für alle reicht.</translation>
    </message>
    <message>
        <source>A player loses 1 point for each prime stolen from them.</source>
        <translation>Wer eine Primzahl gestohlen bekommt, verliert dafür 1 Punkt.</translation>
    </message>
    <message>
        <source>No shuffle: you turn over real cards on the desk and show them to the app, which keeps the score.</source>
        <translation>Kein Mischen: Ihr deckt echte Karten auf dem Tisch auf und zeigt sie der App, die die Punkte zählt.</translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>&amp;Auto</source>
        <translation>Automat&amp;ik</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Übung</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>Herausf&amp;orderung</translation>
    </message>
    <message>
        <source>Back &amp;to the game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Spiel sta&amp;rten</translation>
    </message>
    <message>
        <source>Deal the cards and start playing</source>
        <translation>Karten austeilen und losspielen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>How &amp;many:</source>
        <translation>&amp;Wie viele:</translation>
    </message>
    <message>
        <source>Play goes in this order. Blank names become Player 1, 2… Any seat may be a computer player; if every seat is, you watch the game.</source>
        <translation>Gespielt wird in dieser Reihenfolge. Leere Namen werden zu Spieler 1, 2 … Jeder Platz kann ein Computerspieler sein; wenn alle Plätze Computer sind, schaust du zu.</translation>
    </message>
    <message>
        <source>Who factors the numbers?</source>
        <translation>Wer zerlegt die Zahlen?</translation>
    </message>
    <message>
        <source>Cards and house rules</source>
        <translation>Karten und Hausregeln</translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation>Anzahl der Kartendecks</translation>
    </message>
    <message>
        <source>Pac&amp;ks:</source>
        <translation>&amp;Kartendecks:</translation>
    </message>
    <message>
        <source>Face cards in the pack</source>
        <translation>Bildkarten im Spiel</translation>
    </message>
    <message>
        <source>Face car&amp;ds:</source>
        <translation>&amp;Bildkarten:</translation>
    </message>
    <message>
        <source>&amp;Equal turns</source>
        <translation>&amp;Gleich viele Züge</translation>
    </message>
    <message>
        <source>Steals &amp;cost points</source>
        <translation>Stehlen kostet &amp;Punkte</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Die Mischung</translation>
    </message>
    <message>
        <source>Shuffle a &amp;new deal</source>
        <translation>&amp;Neu mischen</translation>
    </message>
    <message>
        <source>Deal c&amp;ode:</source>
        <translation>&amp;Mischcode:</translation>
    </message>
    <message>
        <source>Everyone who types the same deal code gets the same cards</source>
        <translation>Alle, die denselben Mischcode eingeben, bekommen dieselben Karten</translation>
    </message>
    <message>
        <source>e.g. 4821</source>
        <translation>z. B. 4821</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Mischcode</translation>
    </message>
    <message>
        <source>Deal f&amp;ile:</source>
        <translation>Kar&amp;tendatei:</translation>
    </message>
    <message>
        <source>Deal file</source>
        <translation>Kartendatei</translation>
    </message>
    <message>
        <source>a .json file</source>
        <translation>eine .json-Datei</translation>
    </message>
    <message>
        <source>A deal file names its own players and cards</source>
        <translation>Eine Kartendatei legt ihre eigenen Spieler und Karten fest</translation>
    </message>
    <message>
        <source>We play with &amp;real cards</source>
        <translation>Wir spielen mit &amp;echten Karten</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>Choose a deal file</source>
        <translation>Kartendatei auswählen</translation>
    </message>
    <message>
        <source>Type your name, or press Down to pick it from the class list</source>
        <translation>Gib deinen Namen ein oder drücke Pfeil nach unten, um ihn aus der Klassenliste zu wählen</translation>
    </message>
    <message>
        <source>Learn to pla&amp;y</source>
        <extracomment>the button that starts the guided game (Alt+R is real cards)</extracomment>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Von deiner Schule festgelegt</translation>
    </message>
    <message>
        <source> (set by your school)</source>
        <translation> (von deiner Schule festgelegt)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Kartendateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Numbered</name>
    <message>
        <source>the folder %1 cannot be made (%2)</source>
        <translation>der Ordner %1 kann nicht angelegt werden (%2)</translation>
    </message>
    <message>
        <source>there are already %1 %2 with that name</source>
        <translation>es gibt schon %1 %2 mit diesem Namen</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>Offer</name>
    <message>
        <source>%1 — Wild West</source>
        <translation>%1 — Wild West</translation>
    </message>
</context>
<context>
    <name>PileItem</name>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>PlayerKey</name>
    <message>
        <source>%1 marks the primes of the last number</source>
        <translation>%1 markiert die Primzahlen der letzten Zahl</translation>
    </message>
    <message>
        <source>a prime of %1</source>
        <translation>eine Primzahl von %1</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>%1 (prime)</source>
        <translation>%1 (Primzahl)</translation>
    </message>
    <message>
        <source>Joker: no suit, ×1</source>
        <translation>Joker: keine Farbe, ×1</translation>
    </message>
    <message>
        <source>No suit matches: ×1</source>
        <translation>Keine Farbtreffer: ×1</translation>
    </message>
    <message numerus="yes">
        <source>%n suit match(es): ×%1</source>
        <extracomment>%n suit matches make the turn&apos;s points worth %1 times as much (×2, ×3…)</extracomment>
        <translation>
            <numerusform>%n Farbtreffer: ×%1</numerusform>
            <numerusform>%n Farbtreffer: ×%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, asks for %2 digits</source>
        <extracomment>the face card on the table, for screen readers: &quot;King of spades, asks for 4 digits&quot;</extracomment>
        <translation>%1, will %2 Ziffern</translation>
    </message>
    <message>
        <source>%1, matches</source>
        <extracomment>a digit card whose suit is the face card&apos;s: &quot;Three of spades, matches&quot;</extracomment>
        <translation>%1, Farbtreffer</translation>
    </message>
    <message>
        <source>The number is %1</source>
        <translation>Die Zahl ist %1</translation>
    </message>
    <message>
        <source>%1: times %2</source>
        <extracomment>the multiplier for screen readers: &quot;3 suit matches: times 4&quot;</extracomment>
        <translation>%1: mal %2</translation>
    </message>
    <message>
        <source>%1 turned over the %2, asking for %3 digits: %4. The number is %5.</source>
        <translation>%1 hat die Karte %2 aufgedeckt und braucht %3 Ziffern: %4. Die Zahl ist %5.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n point(s)</source>
        <translation>
            <numerusform>%1 %n Punkt</numerusform>
            <numerusform>%1 %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered %2.</source>
        <translation>%1 antwortet: %2.</translation>
    </message>
    <message>
        <source>%1 = %2 has no prime factors, so it scores nothing.</source>
        <translation>%1 = %2 hat keine Primfaktoren, also gibt es dafür keine Punkte.</translation>
    </message>
    <message>
        <source>No primes claimed: the answer was shown.</source>
        <translation>Keine Primzahlen gesichert: Die Lösung wurde gezeigt.</translation>
    </message>
    <message>
        <source>Claimed %1: +%2.</source>
        <translation>%1 gesichert: +%2.</translation>
    </message>
    <message>
        <source>STOLE %1 from %2: +%3.</source>
        <translation>%1 von %2 GESTOHLEN: +%3.</translation>
    </message>
    <message>
        <source>Already had %1: counts again on a steal, +%2.</source>
        <translation>%1 schon gehabt: zählt beim Raubzug noch einmal, +%2.</translation>
    </message>
    <message>
        <source>Points: %1 × %2 = %3.</source>
        <translation>Punkte: %1 × %2 = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 schnappt sich %2</translation>
    </message>
    <message>
        <source>STEAL! %1 scores %2.</source>
        <translation>RAUBZUG! %1 bekommt %2.</translation>
    </message>
    <message>
        <source>%1 scores %2.</source>
        <translation>%1 bekommt %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (was|were) not named, so nobody gets (it|them) this turn.</source>
        <extracomment>primes of the number the player did not name, %1 the primes: 3 and 47. Nobody scores them in this turn: a free one stays free, a held one stays with its holder</extracomment>
        <translation>
            <numerusform>%1 wurde nicht genannt, also bekommt sie in diesem Zug niemand.</numerusform>
            <numerusform>%1 wurden nicht genannt, also bekommt sie in diesem Zug niemand.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 said %2 is prime, but %2 = %3.</source>
        <translation>%1 hat %2 für eine Primzahl gehalten, aber %2 = %3.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 = %3 and does not divide %4.</source>
        <translation>%1 hat %2 genannt, aber %2 = %3, und %2 teilt %4 nicht.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 is bigger than %3, so it cannot divide it.</source>
        <translation>%1 hat %2 genannt, aber %2 ist größer als %3 und kann %3 deshalb nicht teilen.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 does not divide %3: %3 ÷ %2 is %4 with %5 left over.</source>
        <translation>%1 hat %2 genannt, aber %2 teilt %3 nicht: %3 ÷ %2 ergibt %4 und es bleiben %5 übrig.</translation>
    </message>
    <message>
        <source>%1 named %2 as a prime, but %2 is not a prime.</source>
        <translation>%1 hat %2 als Primzahl genannt, aber %2 ist keine Primzahl.</translation>
    </message>
    <message>
        <source>%1 named %2, but %3 has no prime factors.</source>
        <translation>%1 hat %2 genannt, aber %3 hat keine Primfaktoren.</translation>
    </message>
    <message>
        <source>%1 wrote %2 %3, but %4 = %5.</source>
        <translation>%1 hat %2 %3 geschrieben, aber %4 = %5.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>%1 typed &quot;%2&quot;, but %3.</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>%1 hat „%2“ geschrieben, aber %3.</translation>
    </message>
    <message>
        <source>%1 left out %2: %3 = %4.</source>
        <translation>%1 hat %2 vergessen: %3 = %4.</translation>
    </message>
    <message>
        <source>only once</source>
        <translation>nur einmal</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the player, %2 the primes they hold already: 3 and 5</extracomment>
        <translation>
            <numerusform>%1 hat %2 schon, also gibt das 0 Punkte.</numerusform>
            <numerusform>%1 hat %2 schon, also gibt das 0 Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (is|are) already held by %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the primes: 3 and 5, %2 the player holding them</extracomment>
        <translation>
            <numerusform>%1 gehört schon %2, also gibt das 0 Punkte.</numerusform>
            <numerusform>%1 gehören schon %2, also gibt das 0 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>stole %1 from %2</source>
        <translation>%1 von %2 gestohlen</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation>%1 Versuche</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>STEAL</source>
        <extracomment>the turn log&apos;s note for a turn that stole primes</extracomment>
        <translation>RAUBZUG</translation>
    </message>
    <message>
        <source>all suits match</source>
        <translation>alle Farben passen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Factorisation</source>
        <translation>Zerlegung</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primzahlen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n turn(s).</source>
        <translation>
            <numerusform>Jeder Spieler hat %n Zug.</numerusform>
            <numerusform>Jeder Spieler hat %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player gets %1 or %2 turns (the first players get one more).</source>
        <translation>Jeder Spieler hat %1 oder %2 Züge (die ersten Spieler haben einen mehr).</translation>
    </message>
    <message>
        <source>%1 has the most points (%2).</source>
        <translation>%1 hat die meisten Punkte (%2).</translation>
    </message>
    <message>
        <source>Every face card in the packs has been played.</source>
        <translation>Alle Bildkarten aus den Kartendecks sind gespielt.</translation>
    </message>
    <message>
        <source>The face pile is empty.</source>
        <translation>Der Bildstapel ist leer.</translation>
    </message>
    <message>
        <source>The players ran out of cards.</source>
        <translation>Den Spielern sind die Karten ausgegangen.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>&amp;Enter cards</source>
        <translation>Karten ei&amp;ngeben</translation>
    </message>
    <message>
        <source>Hin&amp;t %1</source>
        <translation>&amp;Tipp %1</translation>
    </message>
    <message>
        <source>No more hin&amp;ts</source>
        <translation>Keine &amp;Tipps mehr</translation>
    </message>
    <message>
        <source>kept %1</source>
        <extracomment>a steal&apos;s primes the player already held (&quot;kept 3, 5&quot;)</extracomment>
        <translation>behielt %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s) and none of them holds a prime, so they share the win.</source>
        <translation>
            <numerusform>%1 haben gleich viele Punkte (%n), und keiner hat eine Primzahl, also teilen sie sich den Sieg.</numerusform>
            <numerusform>%1 haben gleich viele Punkte (%n), und keiner hat eine Primzahl, also teilen sie sich den Sieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s); %2 holds the largest prime, %3.</source>
        <translation>
            <numerusform>%1 haben gleich viele Punkte (%n); %2 hat die größte Primzahl, %3.</numerusform>
            <numerusform>%1 haben gleich viele Punkte (%n); %2 hat die größte Primzahl, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n face card(s) (is|are) left for %1 players, so the game ends here and everyone has had the same number of turns.</source>
        <translation>
            <numerusform>Nur noch %n Bildkarte für %1 Spieler übrig, also endet das Spiel hier, und alle waren gleich oft dran.</numerusform>
            <numerusform>Nur noch %n Bildkarten für %1 Spieler übrig, also endet das Spiel hier, und alle waren gleich oft dran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next face card, %1, asks for %2 digits but only %n (is|are) left, so it is not played.</source>
        <extracomment>%1 the face card, %2 the digits it asks for; the count is the digit cards left</extracomment>
        <translation>
            <numerusform>Die nächste Bildkarte, %1, will %2 Ziffern, aber es ist nur noch %n übrig: Sie wird nicht gespielt.</numerusform>
            <numerusform>Die nächste Bildkarte, %1, will %2 Ziffern, aber es sind nur noch %n übrig: Sie wird nicht gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Game over. %1 %2 Standings: %3.</source>
        <translation>Spiel vorbei. %1 %2 Endstand: %3.</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Next: check the answer</source>
        <translation>&amp;Weiter: Antwort prüfen</translation>
    </message>
    <message>
        <source>Skip &amp;ahead (Esc)</source>
        <translation>&amp;Vorspulen (Esc)</translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays next. Press Next turn to watch.</source>
        <translation>%1 (Computer, %2) ist als Nächstes dran. Drück auf „Nächster Zug“, um zuzuschauen.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing: watch what it does.</source>
        <translation>%1 (Computer, %2) ist dran: Schau zu, was passiert.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2…</source>
        <translation>%1 denkt über %2 nach…</translation>
    </message>
    <message>
        <source> Is it right? Press Next to check it.</source>
        <translation> Stimmt das? Drück auf „Weiter“, um es zu prüfen.</translation>
    </message>
    <message>
        <source> Checking it…</source>
        <translation> Wird geprüft…</translation>
    </message>
    <message>
        <source>Play the computer player&apos;s next step</source>
        <translation>Den nächsten Schritt des Computerspielers spielen</translation>
    </message>
    <message>
        <source>Finish the computer player&apos;s step at once (Esc, or click the table)</source>
        <translation>Den Schritt des Computerspielers sofort zu Ende bringen (Esc oder auf den Tisch klicken)</translation>
    </message>
    <message>
        <source>%1&apos;s turn (computer)</source>
        <translation>%1 ist dran (Computer)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>That was the last turn. Press See the results.</source>
        <translation>Das war der letzte Zug. Drück auf „Ergebnis ansehen“.</translation>
    </message>
    <message>
        <source>Show the app the cards you turned over (Ctrl+D)</source>
        <translation>Zeig der App die Karten, die du aufgedeckt hast (Strg+D)</translation>
    </message>
    <message>
        <source>You will see the answer, and you claim no primes this turn.</source>
        <translation>Du siehst dann die Lösung und sicherst dir in diesem Zug keine Primzahl.</translation>
    </message>
    <message>
        <source>A hint or another try may still get you there.</source>
        <translation>Ein Tipp oder ein neuer Versuch bringt dich vielleicht noch ans Ziel.</translation>
    </message>
    <message>
        <source>Another try may still get you there.</source>
        <translation>Ein neuer Versuch bringt dich vielleicht noch ans Ziel.</translation>
    </message>
    <message>
        <source>%1 goes first. </source>
        <translation>%1 fängt an. </translation>
    </message>
    <message>
        <source>%1&apos;s turn. </source>
        <translation>%1 ist dran. </translation>
    </message>
    <message>
        <source>Turn over a face card and its digit cards, then press Enter cards.</source>
        <translation>Deck eine Bildkarte und ihre Ziffernkarten auf, dann drück auf „Karten eingeben“.</translation>
    </message>
    <message>
        <source>%1 goes first. Press Draw to turn over a face card.</source>
        <translation>%1 fängt an. Drück auf „Ziehen“, um eine Bildkarte aufzudecken.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card for %1.</source>
        <translation>Drück auf „Ziehen“, um eine Bildkarte für %1 aufzudecken.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>Type the prime factors of %1 (like 2^2 × 3) and press Check.</source>
        <translation>Zerlege %1 (z. B. 2^2 × 3) und drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source> One try!</source>
        <translation> Nur ein Versuch!</translation>
    </message>
    <message>
        <source>What are the prime factors of %1? (Type %2 if it has none.)</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>Was sind die Primfaktoren von %1? (Schreib %2, wenn sie keine hat.)</translation>
    </message>
    <message>
        <source>Give up on %1?</source>
        <translation>Bei %1 aufgeben?</translation>
    </message>
    <message>
        <source>Last turn: %1 scored %2</source>
        <translation>Letzter Zug: %1 bekam %2</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 bekam %2</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation>%1 fängt an</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Noch kein Spiel.</translation>
    </message>
    <message>
        <source>Press Enter cards to start</source>
        <translation>Drück auf „Karten eingeben“, um anzufangen</translation>
    </message>
    <message>
        <source>Press Draw to start</source>
        <translation>Drück auf „Ziehen“, um anzufangen</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Real cards</source>
        <translation>Echte Karten</translation>
    </message>
    <message>
        <source>The players turn over real cards and the app keeps score</source>
        <translation>Die Spieler decken echte Karten auf, und die App zählt die Punkte</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>Modus: %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eigene Mischung</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Mischcode: %1</translation>
    </message>
    <message>
        <source>Everyone who starts a game with this deal code and the same number of players gets the same cards</source>
        <translation>Wer ein Spiel mit diesem Mischcode und gleich vielen Spielern startet, bekommt dieselben Karten</translation>
    </message>
    <message>
        <source>deal %1 — %2</source>
        <translation>Mischung %1 — %2</translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation>Noch nicht ganz:</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Tipp %1: %2</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1, a computer player (%2), plays next: press Next.</source>
        <translation>%1, ein Computerspieler (%2), ist als Nächstes dran: Drück auf „Weiter“.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2.</source>
        <translation>%1 denkt über %2 nach.</translation>
    </message>
    <message>
        <source> Press Next to check it.</source>
        <translation> Drück auf „Weiter“, um es zu prüfen.</translation>
    </message>
    <message>
        <source>A game of Wild West for %1. %2</source>
        <translation>Eine Runde Wild West für %1. %2</translation>
    </message>
</context>
<context>
    <name>PrimeList</name>
    <message>
        <source>Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000.</source>
        <extracomment>the search box reads these words in English and in the words given for &quot;starts with&quot;, &quot;ends with&quot; and the others in this file: use your language&apos;s words here</extracomment>
        <translation>Probier 97, 100-200, starts with 9 (beginnt mit), ends with 7 (endet auf), contains 11 (enthält), under 50 (unter) oder over 9000 (über).</translation>
    </message>
    <message>
        <source>try 97, 100-200 or starts with 9</source>
        <translation>z. B. 97, 100-200 oder beginnt mit 9</translation>
    </message>
    <message>
        <source>starts with|begins with</source>
        <extracomment>Words a pupil types in the prime list&apos;s search box, in the game&apos;s language (English always works as well). Each translation may give several ways to say it, split by &quot;|&quot;. search the prime list: &quot;starts with 9&quot; (other ways to say it after a |)</extracomment>
        <translation>beginnt mit|fängt an mit|fängt mit</translation>
    </message>
    <message>
        <source>ends with|ends in</source>
        <extracomment>search the prime list: &quot;ends with 7&quot; (other ways to say it after a |)</extracomment>
        <translation>endet mit|endet auf|hört auf mit</translation>
    </message>
    <message>
        <source>contains|has</source>
        <extracomment>search the prime list: &quot;contains 11&quot; (other ways to say it after a |)</extracomment>
        <translation>enthält|mit</translation>
    </message>
    <message>
        <source>under|below|less than</source>
        <extracomment>search the prime list: &quot;under 50&quot; (other ways to say it after a |)</extracomment>
        <translation>unter|kleiner als|weniger als</translation>
    </message>
    <message>
        <source>up to|at most</source>
        <extracomment>search the prime list: &quot;up to 50&quot; (other ways to say it after a |)</extracomment>
        <translation>bis|höchstens</translation>
    </message>
    <message>
        <source>over|above|more than</source>
        <extracomment>search the prime list: &quot;over 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>über|größer als|mehr als</translation>
    </message>
    <message>
        <source>at least|from</source>
        <extracomment>search the prime list: &quot;at least 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>ab|mindestens</translation>
    </message>
    <message>
        <source>to|and</source>
        <extracomment>search the prime list: the word between two numbers, &quot;100 to 200&quot; (others after a |)</extracomment>
        <translation>bis|und</translation>
    </message>
    <message>
        <source>That is too long: %1.</source>
        <translation>Das ist zu lang: %1.</translation>
    </message>
    <message>
        <source>starting with %1</source>
        <translation>mit %1 am Anfang</translation>
    </message>
    <message>
        <source>ending in %1</source>
        <translation>mit %1 am Ende</translation>
    </message>
    <message>
        <source>containing %1</source>
        <translation>mit %1 darin</translation>
    </message>
    <message>
        <source>%1 is a prime</source>
        <translation>%1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 ist keine Primzahl</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>unter %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>from %1 up</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>No search like &quot;%1&quot;: %2.</source>
        <translation>„%1“ kann ich nicht suchen: %2.</translation>
    </message>
    <message>
        <source>All primes</source>
        <translation>Alle Primzahlen</translation>
    </message>
    <message>
        <source>Free primes (nobody holds them)</source>
        <translation>Freie Primzahlen (hat noch niemand)</translation>
    </message>
    <message>
        <source>Held primes</source>
        <translation>Vergebene Primzahlen</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Im Besitz von %1</translation>
    </message>
    <message>
        <source>Primes of the last number</source>
        <translation>Primzahlen der letzten Zahl</translation>
    </message>
    <message>
        <source>No free primes</source>
        <translation>Keine freien Primzahlen</translation>
    </message>
    <message>
        <source>No held primes</source>
        <translation>Keine vergebenen Primzahlen</translation>
    </message>
    <message>
        <source>No primes</source>
        <translation>Keine Primzahlen</translation>
    </message>
    <message numerus="yes">
        <source>%n free prime(s)</source>
        <extracomment>%n is written with a space between thousands (&quot;1 229 primes&quot;)</extracomment>
        <translation>
            <numerusform>%n freie Primzahl</numerusform>
            <numerusform>%n freie Primzahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held prime(s)</source>
        <translation>
            <numerusform>%n vergebene Primzahl</numerusform>
            <numerusform>%n vergebene Primzahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prime(s)</source>
        <translation>
            <numerusform>%n Primzahl</numerusform>
            <numerusform>%n Primzahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>im Besitz von %1</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>of the last number</source>
        <translation>der letzten Zahl</translation>
    </message>
</context>
<context>
    <name>PrimeListModel</name>
    <message>
        <source>%1: free</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <source>%1: held by %2 (%3)</source>
        <translation>%1: gehört %2 (%3)</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, eine Primzahl von %1</translation>
    </message>
</context>
<context>
    <name>PrimeListPage</name>
    <message>
        <source>97 or 100-200</source>
        <translation>97 oder 100-200</translation>
    </message>
    <message>
        <source>Look up primes</source>
        <translation>Primzahlen nachschlagen</translation>
    </message>
    <message>
        <source>Loo&amp;k up:</source>
        <translation>Fi&amp;nden:</translation>
    </message>
    <message>
        <source>Show which primes</source>
        <translation>Welche Primzahlen gezeigt werden</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>&amp;Welche:</translation>
    </message>
    <message>
        <source>How many primes are shown</source>
        <translation>Wie viele Primzahlen gezeigt werden</translation>
    </message>
    <message>
        <source> · keep typing…</source>
        <translation> · tipp weiter…</translation>
    </message>
</context>
<context>
    <name>PrimeListView</name>
    <message>
        <source>Primes up to 9 973</source>
        <translation>Primzahlen bis 9 973</translation>
    </message>
</context>
<context>
    <name>PrimeMap</name>
    <message>
        <source>Map of the numbers 1 to 10 000</source>
        <translation>Karte der Zahlen 1 bis 10 000</translation>
    </message>
    <message>
        <source>Arrow keys move, Page Up and Page Down jump ten rows, plus and minus zoom.</source>
        <translation>Pfeiltasten bewegen, Bild auf und Bild ab springen zehn Zeilen, Plus und Minus zoomen.</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, eine Primzahl von %1</translation>
    </message>
</context>
<context>
    <name>PrimePanel</name>
    <message>
        <source>Prime reference</source>
        <translation>Primzahl-Hilfen</translation>
    </message>
    <message>
        <source>Prime reference sections</source>
        <translation>Bereiche der Primzahl-Hilfen</translation>
    </message>
    <message>
        <source>Pr&amp;imes</source>
        <translation>L&amp;iste</translation>
    </message>
    <message>
        <source>Every prime up to 9 973 and who holds it</source>
        <translation>Alle Primzahlen bis 9 973 und wem sie gehören</translation>
    </message>
    <message>
        <source>F&amp;actor</source>
        <translation>&amp;Faktoren</translation>
    </message>
    <message>
        <source>The factor checker: ladder, tree and index form</source>
        <translation>Der Zerlegungsprüfer: Leiter, Baum und Potenzschreibweise</translation>
    </message>
    <message>
        <source>T&amp;ests</source>
        <translation>T&amp;ests</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Schnelle Teilbarkeitstests</translation>
    </message>
    <message>
        <source>&amp;Sieve</source>
        <translation>Sie&amp;b</translation>
    </message>
    <message>
        <source>The sieve of Eratosthenes on a hundred square</source>
        <translation>Das Sieb des Eratosthenes auf der Hundertertafel</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>A map of 1 to 10 000 with the held primes</source>
        <translation>Eine Karte der Zahlen 1 bis 10 000 mit den vergebenen Primzahlen</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Primes held</source>
        <translation>Primzahlen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Number and its prime factors</source>
        <translation>Zahl und ihre Primfaktoren</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primzahlen</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Zug für Zug</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>a table&apos;s heading on the next page: &quot;Turn by turn (continued)&quot;</extracomment>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No turns played yet.</source>
        <translation>Noch keine Züge gespielt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game ends before the last %1 face and %2 digit cards (&lt;span class=&quot;unused&quot;&gt;shown in grey&lt;/span&gt;): they are not needed, but leave them at the bottom of the piles.&lt;/p&gt;</source>
        <extracomment>HTML, keep the tags: %1 face cards and %2 digit cards are left at the end</extracomment>
        <translation>&lt;p&gt;Das Spiel endet vor den letzten %1 Bild- und %2 Ziffernkarten (&lt;span class=&quot;unused&quot;&gt;grau dargestellt&lt;/span&gt;): Sie werden nicht gebraucht, aber lass sie unten in den Stapeln liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up the cards</source>
        <translation>Die Karten vorbereiten</translation>
    </message>
    <message>
        <source>Sort the cards into two piles, face down, in the order below: card 1 on top. Ace = 1, Ten = 0. Players take turns in the order listed above.</source>
        <translation>Sortiere die Karten verdeckt in zwei Stapel, in der Reihenfolge unten: Karte 1 liegt oben. Ass = 1, Zehn = 0. Die Spieler sind in der Reihenfolge dran, die oben steht.</translation>
    </message>
    <message numerus="yes">
        <source>Face pile (%n cards)</source>
        <translation>
            <numerusform>Bildstapel (%n Karte)</numerusform>
            <numerusform>Bildstapel (%n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Digit pile (%n cards)</source>
        <translation>
            <numerusform>Ziffernstapel (%n Karte)</numerusform>
            <numerusform>Ziffernstapel (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>%1: what a game with correct factoring scores, and every turn of it. Turns marked in orange are steals.</source>
        <translation>%1: was ein Spiel mit richtigen Zerlegungen ergibt, mit jedem einzelnen Zug. Orange markierte Züge sind Raubzüge.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endergebnis</translation>
    </message>
    <message>
        <source>Wild West — page %1 of %2</source>
        <extracomment>the head of a printed page: %1 the page&apos;s number, %2 how many pages</extracomment>
        <translation>Wild West — Seite %1 von %2</translation>
    </message>
    <message>
        <source>Wild West — %1 — page %2 of %3</source>
        <extracomment>the head of a printed page: %1 which game (&quot;deal 4821&quot;), %2 the page&apos;s number, %3 how many pages</extracomment>
        <translation>Wild West — %1 — Seite %2 von %3</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 a file name, %2 why it could not be written</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> Die vorher gespeicherte Datei ist unverändert.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2%3</source>
        <extracomment>%1 a file name, %2 why it could not be written (&quot;writing failed: disk full?&quot;), %3 that the old file is unchanged, or nothing</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2%3</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Start new</source>
        <translation>&amp;Neu anfangen</translation>
    </message>
    <message>
        <source>Wild West was closed (or stopped) in the middle of this game. %1 goes on with it; %2 leaves it behind.</source>
        <extracomment>%1 the Resume button&apos;s words, %2 the other button&apos;s (Start new, Start the new game, Open game.wwgame): the text names both buttons as they read</extracomment>
        <translation>Wild West wurde mitten in diesem Spiel geschlossen (oder ist abgestürzt). „%1“ spielt es weiter, „%2“ lässt es zurück.</translation>
    </message>
    <message>
        <source>Open anyway if that copy has stopped working. If it is still running, this copy plays normally but keeps no learning records.</source>
        <translation>Öffne trotzdem, wenn das andere Wild West nicht mehr läuft. Läuft es noch, spielt dieses hier ganz normal, führt aber kein Lernprotokoll.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Open anyway</source>
        <translation>&amp;Trotzdem öffnen</translation>
    </message>
</context>
<context>
    <name>RealCards</name>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank %2 and a suit %3 (like %4), or %5 for a joker.</source>
        <extracomment>%1 what was typed, in quotes; %2 the ranks (A 2-10 J Q K, in the letters of CardCodes); %3 the suits&apos; letters; %4 two codes for examples; %5 the joker&apos;s code</extracomment>
        <translation>%1 ist kein Kartencode: Nimm einen Wert %2 und eine Farbe %3 (wie %4) oder %5 für einen Joker.</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n Ziffer</numerusform>
            <numerusform>%n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 asks for %2</source>
        <translation>%1 verlangt %2</translation>
    </message>
    <message>
        <source>Pick the face card you turned over: a Jack, Queen, King or joker.</source>
        <translation>Wähle die Bildkarte, die du aufgedeckt hast: Bube, Dame, König oder Joker.</translation>
    </message>
    <message>
        <source>Now pick the %1, from left to right.</source>
        <translation>Wähle jetzt die %1, von links nach rechts.</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more digit(s), from left to right.</source>
        <translation>
            <numerusform>Wähle noch %n Ziffer, von links nach rechts.</numerusform>
            <numerusform>Wähle noch %n Ziffern, von links nach rechts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the cards, then press Confirm.</source>
        <translation>Prüf die Karten, dann drück auf „Bestätigen“.</translation>
    </message>
    <message>
        <source>not in this game (%1 only)</source>
        <translation>nicht in diesem Spiel (nur %1)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>keine mehr</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one suit in the card codes hint: %1 the letters typed for it (CardCodes), %2 its name</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Type a rank (%1), then a suit: %2 (or %3). %4 is the %5, %6 a joker.</source>
        <extracomment>under the card codes box: %1 the ranks&apos; letters, %2 each suit&apos;s letters and name, %3 the signs of the suits (they may be typed too), %4 a code and %5 its card, %6 the joker&apos;s code</extracomment>
        <translation>Tippe einen Wert (%1), dann eine Farbe: %2 (oder %3). Beispiel: %4 = %5, %6 = Joker.</translation>
    </message>
    <message>
        <source>English codes like %1 work too.</source>
        <extracomment>after the card codes hint, in a language with its own card letters: %1 the English code of the same card as the example (QH)</extracomment>
        <translation>Englische Codes wie %1 gehen auch.</translation>
    </message>
    <message>
        <source>Which cards did %1 turn over?</source>
        <translation>Welche Karten hat %1 aufgedeckt?</translation>
    </message>
    <message>
        <source>Click the face card, then the digits from left to right.</source>
        <translation>Klick die Bildkarte an, dann die Ziffern von links nach rechts.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation>noch nicht gewertet</translation>
    </message>
    <message>
        <source>turn %1: %2&apos;s %3 (%4, %5)</source>
        <translation>Zug %1: %3 von %2 (%4, %5)</translation>
    </message>
    <message>
        <source>The cards go back in the packs, the scores go back to what they were before it, and %1 enters the cards again.</source>
        <translation>Die Karten kommen zurück in die Kartendecks, die Punkte gehen auf den Stand vor dem Zug zurück, und %1 gibt die Karten noch einmal ein.</translation>
    </message>
    <message>
        <source>Undo %1?</source>
        <translation>%1 rückgängig machen?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <source>%1, turn over your cards again and press Enter cards.</source>
        <translation>%1, deck deine Karten noch einmal auf und drück auf „Karten eingeben“.</translation>
    </message>
    <message>
        <source>The game ends now and the scores so far are the results.</source>
        <translation>Das Spiel endet jetzt, und die bisherigen Punkte sind das Ergebnis.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends now and the scores so far are the results. (%n face card(s) (has|have) not been entered.)</source>
        <translation>
            <numerusform>Das Spiel endet jetzt, und die bisherigen Punkte sind das Ergebnis. (%n Bildkarte wurde nicht eingegeben.)</numerusform>
            <numerusform>Das Spiel endet jetzt, und die bisherigen Punkte sind das Ergebnis. (%n Bildkarten wurden nicht eingegeben.)</numerusform>
        </translation>
    </message>
    <message>
        <source>picked as card %1, %2</source>
        <extracomment>a card&apos;s name on the card picker once picked: %1 where it was picked (the face card is 1: &quot;2&quot;, &quot;2 and 4&quot;), %2 how many are left</extracomment>
        <translation>gewählt als Karte %1, %2</translation>
    </message>
    <message>
        <source>We&apos;re out of cards: end the game now?</source>
        <translation>Karten sind alle: Spiel jetzt beenden?</translation>
    </message>
</context>
<context>
    <name>Recent</name>
    <message>
        <source>cannot be reached now (%1)</source>
        <translation>ist gerade nicht erreichbar (%1)</translation>
    </message>
    <message>
        <source>is not a file name this computer can use</source>
        <translation>ist kein Dateiname, den dieser Computer verwenden kann</translation>
    </message>
    <message>
        <source>is not a saved game any more</source>
        <translation>ist kein gespeichertes Spiel mehr</translation>
    </message>
    <message>
        <source>is no longer there (moved or deleted)</source>
        <translation>ist nicht mehr da (verschoben oder gelöscht)</translation>
    </message>
    <message>
        <source>cannot be reached now (on a drive that is not connected?)</source>
        <translation>ist gerade nicht erreichbar (auf einem Laufwerk, das nicht angeschlossen ist?)</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>%1 is no longer there, so taken off Open Recent</source>
        <translation>%1 ist nicht mehr da und wurde aus „Zuletzt geöffnet“ entfernt</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two of a list of file names: &quot;a.wwgame and b.wwgame&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 are no longer there, so taken off Open Recent</source>
        <translation>%1 sind nicht mehr da und wurden aus „Zuletzt geöffnet“ entfernt</translation>
    </message>
    <message>
        <source>%1 %2, so it was taken off Open Recent</source>
        <translation>%1 %2, deshalb steht es nicht mehr unter „Zuletzt geöffnet“</translation>
    </message>
    <message>
        <source>%1 %2; it stays on Open Recent for when it can be reached again</source>
        <translation>%1 %2; es bleibt unter „Zuletzt geöffnet“, bis es wieder erreichbar ist</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>not prime</source>
        <translation>keine Primzahl</translation>
    </message>
    <message>
        <source>0 or 1 as a factor</source>
        <translation>0 oder 1 als Faktor</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>teilt nicht</translation>
    </message>
    <message>
        <source>factor missing</source>
        <translation>Faktor fehlt</translation>
    </message>
    <message>
        <source>too many factors</source>
        <translation>zu viele Faktoren</translation>
    </message>
    <message>
        <source>&quot;none&quot; for 2 or more</source>
        <translation>„keine“ bei 2 oder mehr</translation>
    </message>
    <message>
        <source>factors for 0 or 1</source>
        <translation>Faktoren bei 0 oder 1</translation>
    </message>
    <message>
        <source>repeated prime missing</source>
        <translation>mehrfache Primzahl fehlt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Zahlen gesehen</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Gleich richtig</translation>
    </message>
    <message>
        <source>Right first time %</source>
        <translation>Gleich richtig %</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genommene Tipps</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Average seconds per answer</source>
        <translation>Durchschnittliche Sekunden pro Antwort</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Primzahlen gefunden</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <extracomment>a column of the records&apos; CSV export: %1 a kind of mistake (&quot;not prime&quot;)</extracomment>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Answered by ladder</source>
        <translation>Mit der Leiter beantwortet</translation>
    </message>
    <message>
        <source>Learning records are held back: %1. They are kept here and written as soon as it can be.</source>
        <translation>Das Lernprotokoll wird zurückgehalten: %1. Es bleibt hier erhalten und wird geschrieben, sobald es geht.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk cannot be written now (is it full?)</source>
        <translation>auf den Datenträger kann gerade nicht geschrieben werden (ist er voll?)</translation>
    </message>
</context>
<context>
    <name>RecordsChart</name>
    <message>
        <source>Progress chart</source>
        <translation>Fortschrittsdiagramm</translation>
    </message>
    <message>
        <source>Choose a player to see their progress.</source>
        <translation>Wähle einen Spieler, um seinen Fortschritt zu sehen.</translation>
    </message>
    <message>
        <source>%1 has no games yet.</source>
        <translation>%1 hat noch keine Spiele.</translation>
    </message>
    <message>
        <source>%1 right first time (%2 of %3)</source>
        <translation>%1 gleich richtig (%2 von %3)</translation>
    </message>
    <message>
        <source>Auto only</source>
        <translation>nur Automatik</translation>
    </message>
    <message>
        <source>%1, game by game: </source>
        <translation>%1, Spiel für Spiel: </translation>
    </message>
    <message>
        <source>Choose a player above to see their progress</source>
        <translation>Wähle oben einen Spieler, um seinen Fortschritt zu sehen</translation>
    </message>
    <message>
        <source>%1: right first time, game by game</source>
        <translation>%1: gleich richtig, Spiel für Spiel</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <translation>Noch keine Spiele aufgezeichnet.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatik</translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first</source>
        <translation>
            <numerusform>Das letzte Spiel</numerusform>
            <numerusform>Die letzten %n Spiele, das älteste zuerst</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Zahlen gesehen</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Gleich richtig</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Zeit pro Antwort</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Primzahlen gefunden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>The name typed at the start of a game (the same name in any case is the same player)</source>
        <translation>Der Name, der am Anfang eines Spiels eingegeben wurde (derselbe Name, egal ob groß oder klein geschrieben, ist derselbe Spieler)</translation>
    </message>
    <message>
        <source>Every number the player&apos;s cards made, Auto turns included</source>
        <translation>Jede Zahl, die die Karten des Spielers ergeben haben, auch in Automatik-Zügen</translation>
    </message>
    <message>
        <source>Numbers the player factored themselves (Practice and Challenge), and how many of them by division ladder</source>
        <translation>Zahlen, die der Spieler selbst zerlegt hat (Übung und Herausforderung), und wie viele davon mit der Divisionsleiter</translation>
    </message>
    <message>
        <source>Answers exactly right at the first try with no hint</source>
        <translation>Antworten, die beim ersten Versuch ohne Tipp genau richtig waren</translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation>Genommene Tipps</translation>
    </message>
    <message>
        <source>Turns where the player asked to see the answer</source>
        <translation>Züge, in denen der Spieler sich die Lösung zeigen ließ</translation>
    </message>
    <message>
        <source>Average time from the draw to the end of the turn</source>
        <translation>Durchschnittliche Zeit vom Ziehen bis zum Ende des Zugs</translation>
    </message>
    <message>
        <source>Different primes the player has named correctly</source>
        <translation>Verschiedene Primzahlen, die der Spieler richtig genannt hat</translation>
    </message>
    <message>
        <source>Finished games played</source>
        <translation>Gespielte Spiele, die zu Ende gespielt wurden</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Mistake:
%1</source>
        <translation>Fehler:
%1</translation>
    </message>
    <message>
        <source>Answers with this mistake: %1</source>
        <translation>Antworten mit diesem Fehler: %1</translation>
    </message>
    <message>
        <source>%1 (%2 by ladder)</source>
        <translation>%1 (%2 mit der Leiter)</translation>
    </message>
    <message>
        <source>%1 has found %2</source>
        <translation>%1 hat gefunden: %2</translation>
    </message>
    <message>
        <source>%1: none yet</source>
        <translation>%1: noch keine</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n answer(s) right first time</source>
        <translation>
            <numerusform>%1 von %n Antwort gleich richtig</numerusform>
            <numerusform>%1 von %n Antworten gleich richtig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Learning records — Wild West</source>
        <translation>Lernprotokoll — Wild West</translation>
    </message>
    <message>
        <source>Learning records</source>
        <translation>Lernprotokoll</translation>
    </message>
    <message>
        <source>No records yet. Every turn played is recorded under the player&apos;s name, so play a game and the records appear here.</source>
        <translation>Noch kein Lernprotokoll. Jeder gespielte Zug wird unter dem Namen des Spielers aufgezeichnet – spiel also eine Runde, dann erscheint hier das Protokoll.</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>%1. A player is the name typed at the start of a game; no accounts or passwords.</source>
        <translation>%1. Ein Spieler ist der Name, der am Anfang eines Spiels eingegeben wird; es gibt keine Konten oder Passwörter.</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>The game cannot be kept safe against a crash: %1</source>
        <translation>Das Spiel kann nicht gegen einen Absturz gesichert werden: %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h1&gt;How to play Wild West&lt;/h1&gt;
&lt;p&gt;Collect prime numbers! Each turn you make a number from cards, split it into
its prime factors, and score a point for every prime nobody has yet.
The player with the most points at the end wins.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;New here?&lt;/b&gt; Choose &lt;b&gt;Help → Learn to play&lt;/b&gt; (or &lt;b&gt;Learn to play&lt;/b&gt; on the
New game screen) for a short guided game with Sheriff Sam: he shows you each rule below as
you play it. You can leave it at any time with &lt;b&gt;Leave&lt;/b&gt; or Esc.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;How to play Wild West&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h1&gt;So spielst du Wild West&lt;/h1&gt;
&lt;p&gt;Sammle Primzahlen! In jedem Zug bildest du aus Karten eine Zahl, zerlegst sie in
ihre Primfaktoren und bekommst einen Punkt für jede Primzahl, die noch niemand hat.
Wer am Ende die meisten Punkte hat, gewinnt.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Neu hier?&lt;/b&gt; Wähle &lt;b&gt;Hilfe → Spielen lernen&lt;/b&gt; (oder &lt;b&gt;Spielen lernen&lt;/b&gt; im
Fenster „Neues Spiel“) für ein kurzes Übungsspiel mit Sheriff Sam: Er zeigt dir jede
Regel unten genau dann, wenn du sie brauchst. Du kannst jederzeit mit &lt;b&gt;Verlassen&lt;/b&gt;
oder Esc aufhören.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cards&lt;/h2&gt;
&lt;p&gt;The cards are split into two piles, face down:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;The face pile&lt;/b&gt;: Jacks, Queens, Kings and Jokers. A face card tells you how
many digit cards to draw: &lt;b&gt;Jack or Joker → 2&lt;/b&gt;, &lt;b&gt;Queen → 3&lt;/b&gt;,
&lt;b&gt;King → 4&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;The digit pile&lt;/b&gt;: Ace to 10. &lt;b&gt;Ace = 1&lt;/b&gt;, 2 to 9 are worth what they
say, and &lt;b&gt;Ten = 0&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Each pack is split like this, and both piles run out together. Use one pack for
every two players; 7 players can share one pack (2 turns each).&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;The cards&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Die Karten&lt;/h2&gt;
&lt;p&gt;Die Karten werden verdeckt auf zwei Stapel verteilt:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Der Bildstapel&lt;/b&gt;: Buben, Damen, Könige und Joker. Eine Bildkarte sagt dir, wie
viele Ziffernkarten du ziehst: &lt;b&gt;Bube oder Joker → 2&lt;/b&gt;, &lt;b&gt;Dame → 3&lt;/b&gt;,
&lt;b&gt;König → 4&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Der Ziffernstapel&lt;/b&gt;: Ass bis 10. &lt;b&gt;Ass = 1&lt;/b&gt;, 2 bis 9 zählen so viel, wie
draufsteht, und &lt;b&gt;Zehn = 0&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Jedes Kartendeck wird so aufgeteilt, und beide Stapel gehen gleichzeitig zu Ende.
Nehmt ein Kartendeck für je zwei Spieler; 7 Spieler können sich ein Kartendeck teilen
(jeder ist 2-mal dran).&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your turn&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;Press &lt;b&gt;Draw&lt;/b&gt;. The top face card is turned over and the digit cards are laid
out from left to right.&lt;/li&gt;
&lt;li&gt;Read the digits from left to right: that is your number. A 10 at the front is a
zero, so 10♠ 7♥ makes 07, which is just 7.&lt;/li&gt;
&lt;li&gt;Find the prime factors of your number. For example, 3105 = 3 × 3 × 3 × 5 × 23,
so its primes are 3, 5 and 23. 0 and 1 have no prime factors, so they score
nothing.&lt;/li&gt;
&lt;li&gt;Score each different prime:
&lt;ul&gt;
&lt;li&gt;nobody has it yet → it goes on your list, &lt;b&gt;+1 point&lt;/b&gt;;&lt;/li&gt;
&lt;li&gt;somebody already has it (you or another player) → &lt;b&gt;0 points&lt;/b&gt;, unless you
steal (below).&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;/ol&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Your turn&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Dein Zug&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;Drück auf &lt;b&gt;Ziehen&lt;/b&gt;. Die oberste Bildkarte wird aufgedeckt, und die Ziffernkarten
werden von links nach rechts hingelegt.&lt;/li&gt;
&lt;li&gt;Lies die Ziffern von links nach rechts: Das ist deine Zahl. Eine 10 vorne ist eine
Null, also ergibt 10♠ 7♥ die Zahl 07, und das ist einfach 7.&lt;/li&gt;
&lt;li&gt;Finde die Primfaktoren deiner Zahl. Zum Beispiel ist 3105 = 3 × 3 × 3 × 5 × 23,
ihre Primzahlen sind also 3, 5 und 23. 0 und 1 haben keine Primfaktoren, dafür gibt
es also keine Punkte.&lt;/li&gt;
&lt;li&gt;Werte jede verschiedene Primzahl:
&lt;ul&gt;
&lt;li&gt;niemand hat sie bisher → sie kommt auf deine Liste, &lt;b&gt;+1 Punkt&lt;/b&gt;;&lt;/li&gt;
&lt;li&gt;jemand hat sie schon (du oder ein anderer Spieler) → &lt;b&gt;0 Punkte&lt;/b&gt;, außer bei
einem Raubzug (siehe unten).&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;/ol&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Suit matches multiply your points&lt;/h2&gt;
&lt;p&gt;Count the digit cards with the same suit as the face card. Each match makes your
turn worth more: &lt;b&gt;1 match ×2, 2 matches ×3, 3 matches ×4, 4 matches ×5&lt;/b&gt;.
A Joker has no suit, so it never matches: ×1.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Suit matches multiply your points&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Farbtreffer vervielfachen deine Punkte&lt;/h2&gt;
&lt;p&gt;Zähl die Ziffernkarten, die dieselbe Farbe haben wie die Bildkarte. Jeder Treffer macht
deinen Zug mehr wert: &lt;b&gt;1 Treffer ×2, 2 Treffer ×3, 3 Treffer ×4, 4 Treffer ×5&lt;/b&gt;.
Ein Joker hat keine Farbe, also gibt es bei ihm nie einen Treffer: ×1.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Steal!&lt;/h2&gt;
&lt;p&gt;If &lt;b&gt;every&lt;/b&gt; digit card matches the face card&apos;s suit (and it is not a Joker),
you steal: each prime factor of your number that another player holds is taken from
their list and put on yours, &lt;b&gt;+1 point&lt;/b&gt; each. Prime factors of your number that you
already hold count &lt;b&gt;+1&lt;/b&gt; too. The game always steals for you when it can.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Steal!&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Raubzug!&lt;/h2&gt;
&lt;p&gt;Wenn &lt;b&gt;jede&lt;/b&gt; Ziffernkarte die Farbe der Bildkarte hat (und die Bildkarte kein Joker
ist), machst du einen Raubzug: Jeden Primfaktor deiner Zahl, den ein anderer Spieler hat,
nimmst du von seiner Liste auf deine, je &lt;b&gt;+1 Punkt&lt;/b&gt;. Primfaktoren deiner Zahl, die
du schon hast, zählen auch &lt;b&gt;+1&lt;/b&gt;. Das Spiel stiehlt immer automatisch für dich, wenn
es geht.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Adding up&lt;/h2&gt;
&lt;p&gt;Your turn&apos;s points = (the points for your primes) × (matches + 1). Points you have
scored are never taken away.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the face card is K♠ and you draw 3♠ A♥ 10♠ 5♠: the number is
3105 = 3³ × 5 × 23. Three spades match, so ×4. If someone already has 3, but 5 and
23 are free, you score (0 + 1 + 1) × 4 = &lt;b&gt;8 points&lt;/b&gt;. If all four digits had been
spades, you would steal 3 as well: (1 + 1 + 1) × 5 = &lt;b&gt;15 points&lt;/b&gt;.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Adding up&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Zusammenzählen&lt;/h2&gt;
&lt;p&gt;Die Punkte deines Zugs = (die Punkte für deine Primzahlen) × (Treffer + 1). Punkte, die
du einmal bekommen hast, werden dir nie wieder weggenommen.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Beispiel:&lt;/b&gt; Die Bildkarte ist K♠, und du ziehst 3♠ A♥ 10♠ 5♠: Die Zahl ist
3105 = 3³ × 5 × 23. Drei Pik passen, also ×4. Wenn jemand schon die 3 hat, aber 5 und
23 frei sind, bekommst du (0 + 1 + 1) × 4 = &lt;b&gt;8 Punkte&lt;/b&gt;. Wären alle vier Ziffern Pik
gewesen, hättest du auch die 3 gestohlen: (1 + 1 + 1) × 5 = &lt;b&gt;15 Punkte&lt;/b&gt;.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The end&lt;/h2&gt;
&lt;p&gt;The game ends when the face pile runs out. With &lt;b&gt;equal turns&lt;/b&gt; on (the usual
rule), it ends as soon as there are not enough face cards left for everyone to have
another turn, so everybody has the same number of turns. It also ends if there are
not enough digit cards left for the next face card.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;The winner&lt;/b&gt; has the most points. If players tie, the one holding the
&lt;b&gt;largest prime&lt;/b&gt; wins. If they still tie (none of them has a prime), they share
the win.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;The end&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Das Ende&lt;/h2&gt;
&lt;p&gt;Das Spiel endet, wenn der Bildstapel leer ist. Mit &lt;b&gt;gleich vielen Zügen&lt;/b&gt; (die
übliche Regel) endet es schon, sobald nicht mehr genug Bildkarten da sind, damit alle
noch einmal dran sein können – so ist jeder gleich oft dran. Es endet auch, wenn nicht
mehr genug Ziffernkarten für die nächste Bildkarte übrig sind.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Gewonnen&lt;/b&gt; hat, wer die meisten Punkte hat. Bei Gleichstand gewinnt, wer die
&lt;b&gt;größte Primzahl&lt;/b&gt; hat. Steht es dann immer noch gleich (keiner von ihnen hat eine
Primzahl), teilen sie sich den Sieg.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules — Wild West</source>
        <translation>Regeln — Wild West</translation>
    </message>
    <message>
        <source>&lt;h2&gt;House rules your teacher may choose&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Equal turns&lt;/b&gt; (usually on): stop when not everyone can have another turn.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Steals cost points&lt;/b&gt; (usually off): when a prime is stolen from you, you lose
1 point for it.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <extracomment>Help → Rules, the section &quot;House rules your teacher may choose&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Hausregeln, die deine Lehrkraft wählen kann&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Gleich viele Züge&lt;/b&gt; (meist an): Schluss, wenn nicht mehr alle noch einmal dran
sein können.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Stehlen kostet Punkte&lt;/b&gt; (meist aus): Wenn dir eine Primzahl gestohlen wird,
verlierst du dafür 1 Punkt.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Who finds the factors?&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Auto&lt;/b&gt;: the game factors each number and explains it.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Practice&lt;/b&gt;: you type the factors. If something is wrong, the game tells you
what kind of mistake it is, without doing the work for you: a number that is not prime
is called so, with a clue (&quot;10 is not prime: it is even, so it can still be split&quot;),
and a number that does not divide yours is named (&quot;7 does not divide 3105&quot;). The game
never writes a product or a division you did not write. Then try again.
&lt;ul&gt;
&lt;li&gt;You can ask for up to three &lt;b&gt;hints&lt;/b&gt;, one step each: a divisibility rule, then a
prime to try, then one division and what it leaves. A hint names at most one prime and
never does the last step for you (&quot;Divide 58 by 2. Is what is left prime?&quot;). Each hint
stays on show under the next one.&lt;/li&gt;
&lt;li&gt;Only &lt;b&gt;Give up&lt;/b&gt; shows the answer: it asks first, and then you claim nothing.&lt;/li&gt;
&lt;li&gt;Tick &lt;b&gt;Answer by ladder&lt;/b&gt; to climb a division ladder instead: try a prime on the
number; if it divides, write what is left underneath and go on; when no prime up to its
square root divides what is left, it is prime. The finished ladder is your answer.&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Challenge&lt;/b&gt;: you type the factors once. Every correct prime you name counts;
a prime you miss stays free for the others.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Type factors like &lt;code&gt;2^2 × 3 × 5&lt;/code&gt;, &lt;code&gt;2 x 2 x 3 x 5&lt;/code&gt; or
&lt;code&gt;2, 2, 3, 5&lt;/code&gt;. For 0 and 1, type &lt;code&gt;none&lt;/code&gt;.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Who finds the factors?&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Wer findet die Faktoren?&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Automatik&lt;/b&gt;: Das Spiel zerlegt jede Zahl und erklärt dir, wie.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Übung&lt;/b&gt;: Du gibst die Faktoren ein. Wenn etwas falsch ist, sagt dir das Spiel,
was für ein Fehler es ist, ohne dir die Arbeit abzunehmen: Eine Zahl, die keine Primzahl
ist, wird so genannt, mit einem Hinweis („10 ist keine Primzahl: Sie ist gerade, also lässt
sie sich noch zerlegen“), und eine Zahl, die deine nicht teilt, wird genannt („7 teilt 3105
nicht“). Das Spiel schreibt nie ein Produkt oder eine Division, die du nicht selbst
geschrieben hast. Dann versuchst du es noch einmal.
&lt;ul&gt;
&lt;li&gt;Du kannst dir bis zu drei &lt;b&gt;Tipps&lt;/b&gt; holen, jeder ein Schritt: eine Teilbarkeitsregel,
dann eine Primzahl zum Probieren, dann eine Division und was dabei übrig bleibt. Ein Tipp
nennt höchstens eine Primzahl und macht nie den letzten Schritt für dich („Teile 58 durch 2.
Ist das, was übrig bleibt, eine Primzahl?“). Jeder Tipp bleibt unter dem nächsten
stehen.&lt;/li&gt;
&lt;li&gt;Nur &lt;b&gt;Aufgeben&lt;/b&gt; zeigt die Lösung: Es fragt vorher nach, und dann sicherst du dir
nichts.&lt;/li&gt;
&lt;li&gt;Kreuz &lt;b&gt;Mit der Leiter antworten&lt;/b&gt; an, um stattdessen eine Divisionsleiter
durchzugehen: Probier eine Primzahl an der Zahl aus; wenn sie teilt, schreib das Ergebnis
darunter und mach weiter; wenn keine Primzahl bis zur Quadratwurzel den Rest teilt, ist der
Rest eine Primzahl. Die fertige Leiter ist deine Antwort.&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Herausforderung&lt;/b&gt;: Du gibst die Faktoren nur einmal ein. Jede richtige Primzahl,
die du nennst, zählt; eine Primzahl, die du vergisst, bleibt für die anderen frei.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Schreib die Faktoren so: &lt;code&gt;2^2 × 3 × 5&lt;/code&gt;, &lt;code&gt;2 x 2 x 3 x 5&lt;/code&gt; oder
&lt;code&gt;2, 2, 3, 5&lt;/code&gt;. Für 0 und 1 schreibst du &lt;code&gt;keine&lt;/code&gt;.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Face cards&lt;/b&gt; (usually all of them): for younger players the face pile can hold
only Jacks, Queens and Jokers (numbers of 2 and 3 digits), or only Jacks and Jokers
(numbers of 2 digits). The digit pile stays the same, so the game ends when the face pile
is empty.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <extracomment>Help → Rules, the house rule &quot;Face cards&quot;, under the other house rules (HTML)</extracomment>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Bildkarten&lt;/b&gt; (normalerweise alle): Für jüngere Kinder kann der Bildstapel nur Buben, Damen und Joker enthalten (Zahlen mit 2 und 3 Ziffern) oder nur Buben und Joker (Zahlen mit 2 Ziffern). Der Ziffernstapel bleibt gleich, deshalb endet das Spiel, wenn der Bildstapel leer ist.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing with real cards&lt;/h2&gt;
&lt;p&gt;Your class can play with real packs on the desk and pencils put away: the app keeps
the score. Each turn you enter the face card and the digit cards you turned over, and
the app scores the turn by the rules above.&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;Turn over a face card and the digit cards it asks for, from left to right.&lt;/li&gt;
&lt;li&gt;Press &lt;b&gt;Enter cards&lt;/b&gt; and show the app your cards: click (or tap) the face card,
then the digits from left to right. Or type their codes: the rank, then the suit S, H, D
or C, like &lt;code&gt;KS 3S AH 10S 5S&lt;/code&gt;. T is 10, and JK is a Joker. A card the packs
have no more copies of is greyed out.&lt;/li&gt;
&lt;li&gt;Check the line under the cards: &lt;b&gt;K♠ asks for 4 digits: 3♠ A♥ 10♠ 5♠ → 3105&lt;/b&gt;.
You can change anything until you press &lt;b&gt;Confirm&lt;/b&gt;. Then your turn goes on as
usual: Auto, Practice or Challenge.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;A card entered more often than the packs hold, a digit card as the face card, a face
card among the digits, or the wrong number of digits is refused with a message, and
nothing is scored. So is a face card that your teacher&apos;s face cards rule leaves out.&lt;/p&gt;
&lt;p&gt;Tapped the wrong card? &lt;b&gt;Undo last turn&lt;/b&gt; takes back the last turn (it asks
first, and says which turn), and you enter the cards again. Only a game with real cards
has it: the cards are on the desk, and a mis-tap is nobody&apos;s fault.&lt;/p&gt;
&lt;p&gt;The game ends when every face card in the packs has been entered, when equal turns
says so, or when you press &lt;b&gt;We&apos;re out of cards&lt;/b&gt;. The cards entered, in order, are
the game&apos;s deal: it can be saved as a deal file and replayed.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Playing with real cards&quot; (HTML: keep the tags)</extracomment>
        <translation>&lt;h2&gt;Mit echten Karten spielen&lt;/h2&gt;
&lt;p&gt;Eure Klasse kann mit echten Kartendecks auf dem Tisch spielen, ganz ohne Stift und
Papier: Die App zählt die Punkte. In jedem Zug gebt ihr die Bildkarte und die
aufgedeckten Ziffernkarten ein, und die App wertet den Zug nach den Regeln oben.&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;Deck eine Bildkarte und so viele Ziffernkarten auf, wie sie verlangt, von links nach
rechts.&lt;/li&gt;
&lt;li&gt;Drück auf &lt;b&gt;Karten eingeben&lt;/b&gt; und zeig der App deine Karten: Klick (oder tipp)
erst auf die Bildkarte, dann auf die Ziffern von links nach rechts. Oder gib ihre Codes
ein: erst den Wert, dann die Farbe S (Pik), H (Herz), D (Karo) oder C (Kreuz), zum
Beispiel &lt;code&gt;KS 3S AH 10S 5S&lt;/code&gt;. T ist die 10, und JK ist ein Joker. Eine Karte,
von der die Kartendecks keine weitere mehr haben, ist ausgegraut.&lt;/li&gt;
&lt;li&gt;Prüf die Zeile unter den Karten: &lt;b&gt;K♠ verlangt 4 Ziffern: 3♠ A♥ 10♠ 5♠ → 3105&lt;/b&gt;.
Bis du auf &lt;b&gt;Bestätigen&lt;/b&gt; drückst, kannst du alles ändern. Dann geht dein Zug wie
gewohnt weiter: Automatik, Übung oder Herausforderung.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Eine Karte, die öfter eingegeben wird, als es sie in den Kartendecks gibt, eine
Ziffernkarte als Bildkarte, eine Bildkarte unter den Ziffern oder die falsche Anzahl an
Ziffern wird mit einer Meldung abgelehnt, und es gibt keine Punkte. Das gilt auch für
eine Bildkarte, die die Bildkarten-Regel deiner Lehrkraft ausschließt.&lt;/p&gt;
&lt;p&gt;Falsche Karte angetippt? &lt;b&gt;Letzten Zug rückgängig&lt;/b&gt; nimmt den letzten Zug zurück
(es fragt vorher und sagt, welcher Zug es ist), und du gibst die Karten noch einmal ein.
Das gibt es nur in einem Spiel mit echten Karten: Die Karten liegen auf dem Tisch, und
wer sich vertippt, ist nicht schuld.&lt;/p&gt;
&lt;p&gt;Das Spiel endet, wenn alle Bildkarten aus den Kartendecks eingegeben sind, wenn
„Gleich viele Züge“ es so will oder wenn ihr auf &lt;b&gt;Karten sind alle&lt;/b&gt; drückt. Die
eingegebenen Karten sind, in ihrer Reihenfolge, die Mischung des Spiels: Sie kann als
Kartendatei gespeichert und noch einmal gespielt werden.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) does not fit the game: %3</source>
        <translation>Schritt %1 (%2) passt nicht zum Spiel: %3</translation>
    </message>
</context>
<context>
    <name>Savefile</name>
    <message>
        <source>submit %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation>Karten %1</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: the game is too big for a save file</source>
        <translation>%1 konnte nicht gespeichert werden: Das Spiel ist zu groß für eine Speicherdatei</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> Die vorher gespeicherte Datei ist unverändert.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2%3</source>
        <translation>%1 konnte nicht gespeichert werden: %2%3</translation>
    </message>
    <message>
        <source>%1 is damaged: it is nested far too deeply</source>
        <translation>%1 ist beschädigt: Die Datei ist viel zu tief verschachtelt</translation>
    </message>
    <message>
        <source>%1 could not be opened (unexpected problem: %2)</source>
        <translation>%1 konnte nicht geöffnet werden (unerwartetes Problem: %2)</translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game</source>
        <translation>%1 ist ein Ordner, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>%1 is not a file (a pipe or a device)</source>
        <translation>%1 ist keine Datei (sondern eine Pipe oder ein Gerät)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: the file does not exist</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a Wild West game (over %2 MB)</source>
        <translation>%1 ist zu groß für ein Wild-West-Spiel (über %2 MB)</translation>
    </message>
    <message>
        <source>%1 is empty: the game in it was never saved</source>
        <translation>%1 ist leer: Das Spiel darin wurde nie gespeichert</translation>
    </message>
    <message>
        <source>%1 is damaged: it holds only zero bytes (the computer may have stopped while saving)</source>
        <translation>%1 ist beschädigt: Die Datei enthält nur Null-Bytes (vielleicht ist der Computer beim Speichern ausgegangen)</translation>
    </message>
    <message>
        <source>%1 is not a Wild West game</source>
        <translation>%1 ist kein Wild-West-Spiel</translation>
    </message>
    <message>
        <source>NUL byte</source>
        <translation>NUL-Byte</translation>
    </message>
    <message>
        <source>%1: it is not a text file</source>
        <translation>%1: Das ist keine Textdatei</translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends too early (it may not have finished saving)</source>
        <translation>%1 ist unvollständig: Die Datei hört zu früh auf (vielleicht wurde sie nicht fertig gespeichert)</translation>
    </message>
    <message>
        <source>%1: it is not JSON (%2 at line %3, column %4)</source>
        <translation>%1: Das ist kein JSON (%2 in Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <source>%1: it holds a number far too long</source>
        <translation>%1: Die Datei enthält eine viel zu lange Zahl</translation>
    </message>
    <message>
        <source>%1 is a deal file, not a saved game</source>
        <translation>%1 ist eine Kartendatei, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>%1: its format is %2, not &quot;%3&quot;</source>
        <translation>%1: Das Format ist %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number, not %1</source>
        <translation>&quot;schema_version&quot; muss eine ganze Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>save format %1</source>
        <translation>Speicherformat %1</translation>
    </message>
    <message>
        <source>%1 was made by a newer Wild West (%2); this is version %3: update Wild West to open it</source>
        <translation>%1 wurde mit einem neueren Wild West gemacht (%2); dies ist Version %3: Aktualisiere Wild West, um die Datei zu öffnen</translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation>in der Datei fehlt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;deal_code&quot;: %1</source>
        <translation>&quot;deal_code&quot;: %1</translation>
    </message>
    <message>
        <source>its deal is not valid: %1</source>
        <translation>die Mischung darin ist ungültig: %1</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of %1, not %2</source>
        <translation>&quot;mode&quot; muss eins von %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list</source>
        <translation>&quot;actions&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>it has %1 moves, more than any game can have</source>
        <translation>die Datei enthält %1 Schritte, mehr als irgendein Spiel haben kann</translation>
    </message>
    <message>
        <source>&quot;real_cards&quot; must be true or false, not %1</source>
        <translation>&quot;real_cards&quot; muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;type&quot;: &quot;draw&quot;}</source>
        <translation>%1 muss ein Objekt wie {&quot;type&quot;: &quot;draw&quot;} sein</translation>
    </message>
    <message>
        <source>%1 has an unknown type %2</source>
        <translation>%1 hat einen unbekannten Typ %2</translation>
    </message>
    <message>
        <source>%1 (%2) has the wrong keys: %3</source>
        <translation>%1 (%2) hat die falschen Schlüssel: %3</translation>
    </message>
    <message>
        <source>%1 (submit) must have a text, not %2</source>
        <translation>%1 (submit) muss einen Text haben, nicht %2</translation>
    </message>
    <message>
        <source>%1 (play_cards) must list at most %2 digits, not %3</source>
        <translation>%1 (play_cards) darf höchstens %2 Ziffern enthalten, nicht %3</translation>
    </message>
    <message>
        <source>%1 (play_cards): %2</source>
        <translation>%1 (play_cards): %2</translation>
    </message>
    <message>
        <source>move %1 must be a string like &quot;draw&quot;, not %2</source>
        <translation>Schritt %1 muss ein Text wie &quot;draw&quot; sein, nicht %2</translation>
    </message>
    <message>
        <source>move %1 is not a move: %2</source>
        <translation>Schritt %1 ist kein gültiger Schritt: %2</translation>
    </message>
    <message>
        <source>its deal is not valid: player %1&apos;s name must be text, not %2</source>
        <translation>die Mischung darin ist ungültig: Der Name von Spieler %1 muss ein Text sein, nicht %2</translation>
    </message>
    <message>
        <source>a version-3 file has no &quot;real_cards&quot; (games with real cards came later)</source>
        <translation>eine Datei der Version 3 hat kein &quot;real_cards&quot; (Spiele mit echten Karten kamen erst später)</translation>
    </message>
    <message>
        <source>move %1 has an unknown type %2</source>
        <translation>Schritt %1 hat einen unbekannten Typ %2</translation>
    </message>
    <message>
        <source>its &quot;journal&quot; is not one Wild West writes</source>
        <translation>sein „journal“ ist keines, das Wild West schreibt</translation>
    </message>
    <message>
        <source>it has more than %1 parts</source>
        <translation>es hat mehr als %1 Teile</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is not one of its parts</source>
        <translation>%1 ist keiner seiner Teile</translation>
    </message>
</context>
<context>
    <name>ScoreRow</name>
    <message>
        <source>no primes yet</source>
        <translation>noch keine Primzahlen</translation>
    </message>
    <message>
        <source> (their turn)</source>
        <translation> (ist dran)</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (Sieger)</translation>
    </message>
    <message numerus="yes">
        <source>%1%2: %n point(s), holds %3</source>
        <translation>
            <numerusform>%1%2: %n Punkt, hat %3</numerusform>
            <numerusform>%1%2: %n Punkte, hat %3</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primzahlen</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Another copy of Wild West is using this data folder, so this copy keeps no learning records and no recovery file</source>
        <translation>Ein anderes Wild West benutzt gerade diesen Datenordner, deshalb führt dieses hier kein Lernprotokoll und legt keine Sicherungsdatei an</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 at %5</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the year, %5 the time (&quot;Monday 3 March 2025 at 09:15&quot;)</extracomment>
        <translation>%1, %2. %3 %4 um %5</translation>
    </message>
    <message>
        <source>%1 %2 %3 at %4</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the time (&quot;Monday 3 March at 09:15&quot;)</extracomment>
        <translation>%1, %2. %3 um %4</translation>
    </message>
    <message>
        <source>%1, in the first turn</source>
        <translation>%1, im ersten Zug</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n turn(s)</source>
        <extracomment>%1 the scores (&quot;Ann 12, Ben 9&quot;)</extracomment>
        <translation>
            <numerusform>%1 nach %n Zug</numerusform>
            <numerusform>%1 nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source> (real cards)</source>
        <translation> (echte Karten)</translation>
    </message>
    <message>
        <source> (deal %1)</source>
        <translation> (Mischung %1)</translation>
    </message>
    <message>
        <source>Wild West game</source>
        <extracomment>the name Save As offers for a game file (before &quot;.wwgame&quot;)</extracomment>
        <translation>Wild-West-Spiel</translation>
    </message>
    <message>
        <source> - real cards %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the day (2026-03-14)</extracomment>
        <translation> - echte Karten %1</translation>
    </message>
    <message>
        <source> - deal %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the deal code</extracomment>
        <translation> - Mischcode %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>Mischung %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: records are not kept here.</source>
        <translation>Das unfertige Spiel konnte nicht aufbewahrt werden: Hier wird nichts gespeichert.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <translation>Das unfertige Spiel konnte nicht aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>The unfinished game was kept: File → Open Recent → %1</source>
        <translation>Das unfertige Spiel wurde aufbewahrt: Datei → Zuletzt geöffnet → %1</translation>
    </message>
    <message>
        <source>The learning records are kept again.</source>
        <translation>Das Lernprotokoll wird wieder geführt.</translation>
    </message>
    <message>
        <source>Records held back: file in use</source>
        <translation>Protokoll wartet: Datei belegt</translation>
    </message>
    <message>
        <source>Records held back: disk full</source>
        <translation>Protokoll wartet: Datenträger voll</translation>
    </message>
    <message>
        <source>Records held back: disk full?</source>
        <translation>Protokoll wartet: Datenträger voll?</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Es gibt noch kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>Leave Learn to play first: its game is not saved.</source>
        <translation>Verlass zuerst „Spielen lernen“: Dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Only a game played with real cards has cards to save as a deal file.</source>
        <translation>Nur in einem Spiel mit echten Karten gibt es Karten, die man als Kartendatei speichern kann.</translation>
    </message>
    <message>
        <source>There are no cards to save yet: nobody has had a turn.</source>
        <translation>Es gibt noch keine Karten zum Speichern: Noch niemand war dran.</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file: %1</source>
        <translation>Die Karten wurden als Kartendatei gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 - cards.json</source>
        <extracomment>the name offered for a deal file: %1 the game&apos;s file name (without &quot;.wwgame&quot;)</extracomment>
        <translation>%1 - Karten.json</translation>
    </message>
    <message>
        <source>The cards could not be kept here: save them with File → Save the cards as a deal file.</source>
        <translation>Die Karten konnten hier nicht aufbewahrt werden: Speichere sie mit Datei → Karten als Kartendatei speichern.</translation>
    </message>
    <message>
        <source>The cards could not be kept as a deal file: %1</source>
        <translation>Die Karten konnten nicht als Kartendatei aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file in the %1 folder: %2</source>
        <translation>Die Karten wurden als Kartendatei im Ordner %1 gespeichert: %2</translation>
    </message>
    <message>
        <source> (it was kept as %1)</source>
        <translation> (es wurde als %1 aufbewahrt)</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1%2</source>
        <translation>Das Spiel, das beim letzten Mal offen war, konnte nicht zurückgeholt werden: %1%2</translation>
    </message>
    <message>
        <source>Resume the game from %1? %2.</source>
        <translation>Das Spiel von %1 fortsetzen? %2.</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1</source>
        <translation>Das Spiel, das beim letzten Mal offen war, konnte nicht zurückgeholt werden: %1</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left. %1 does not hold this game, so Save asks where to keep it.</source>
        <extracomment>%1 the file the game was saved in before the crash</extracomment>
        <translation>Willkommen zurück: Das Spiel ist da, wo ihr aufgehört habt. %1 enthält dieses Spiel nicht, deshalb fragt „Speichern“, wo es gespeichert werden soll.</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left.</source>
        <translation>Willkommen zurück: Das Spiel ist da, wo ihr aufgehört habt.</translation>
    </message>
    <message>
        <source>Learning records are kept for this session only</source>
        <translation>Das Lernprotokoll wird nur für diese Sitzung geführt</translation>
    </message>
    <message>
        <source>Learning records are kept in %1</source>
        <translation>Das Lernprotokoll wird in %1 gespeichert</translation>
    </message>
    <message>
        <source>Records exported to %1</source>
        <translation>Lernprotokoll exportiert nach %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1: has bytes that are not UTF-8 text; ignored</source>
        <translation>Zeile %1: enthält Bytes, die kein UTF-8-Text sind; ignoriert</translation>
    </message>
    <message>
        <source>line %1: has a zero byte; ignored</source>
        <translation>Zeile %1: enthält ein Null-Byte; ignoriert</translation>
    </message>
    <message>
        <source>line %1: has bytes that are not %2 text; ignored</source>
        <translation>Zeile %1: enthält Bytes, die kein %2-Text sind; ignoriert</translation>
    </message>
    <message>
        <source>line %1: is not a [section] line; ignored</source>
        <translation>Zeile %1: ist keine [Abschnitt]-Zeile; ignoriert</translation>
    </message>
    <message>
        <source>line %1: is not key=value; ignored</source>
        <translation>Zeile %1: ist nicht Schlüssel=Wert; ignoriert</translation>
    </message>
    <message>
        <source>line %1: has no key before &apos;=&apos;; ignored</source>
        <translation>Zeile %1: hat keinen Schlüssel vor &apos;=&apos;; ignoriert</translation>
    </message>
    <message>
        <source>holds a %1(…) value, which is never read</source>
        <extracomment>a settings file&apos;s value written by Qt: %1 its kind (@Variant, @ByteArray…)</extracomment>
        <translation>enthält einen %1(…)-Wert, der nie gelesen wird</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the values a setting allows, as the file writes them: &quot;auto, practice or challenge&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>base64 text</source>
        <translation>Base64-Text</translation>
    </message>
    <message>
        <source>up to %1 names, each up to %2 characters</source>
        <translation>bis zu %1 Namen, jeder bis zu %2 Zeichen</translation>
    </message>
    <message>
        <source>up to %1 entries, each empty (a person), greenhorn, deputy or sheriff</source>
        <translation>bis zu %1 Einträge, jeder leer (ein Mensch), greenhorn, deputy oder sheriff</translation>
    </message>
    <message>
        <source>a whole number from 2 to %1</source>
        <translation>eine ganze Zahl von 2 bis %1</translation>
    </message>
    <message>
        <source>a folder&apos;s full path as typed, or nothing for none</source>
        <translation>der vollständige Pfad eines Ordners, wie getippt, oder nichts für keinen</translation>
    </message>
    <message>
        <source>file paths</source>
        <translation>Dateipfade</translation>
    </message>
    <message>
        <source>a folder path of up to %1 characters</source>
        <translation>ein Ordnerpfad mit bis zu %1 Zeichen</translation>
    </message>
    <message>
        <source>is a list, not one value</source>
        <translation>ist eine Liste, kein einzelner Wert</translation>
    </message>
    <message>
        <source>is not allowed</source>
        <translation>ist nicht erlaubt</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>ist nicht true oder false</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>ist keine Zahl</translation>
    </message>
    <message>
        <source>is not base64 text</source>
        <translation>ist kein Base64-Text</translation>
    </message>
    <message>
        <source>%1 is a folder, not a settings file; ignored</source>
        <translation>%1 ist ein Ordner, keine Einstellungsdatei; ignoriert</translation>
    </message>
    <message>
        <source>%1 is not a regular file; ignored</source>
        <translation>%1 ist keine normale Datei; ignoriert</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); its settings were ignored</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1 ließ sich nicht lesen (%2); seine Einstellungen wurden ignoriert</translation>
    </message>
    <message>
        <source>%1 is too big for a settings file (over %2 bytes); its settings were ignored</source>
        <translation>%1 ist zu groß für eine Einstellungsdatei (über %2 Bytes); seine Einstellungen wurden ignoriert</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8 or UTF-16 (with a BOM); its settings were ignored</source>
        <translation>%1 ist kein Text in UTF-8 oder UTF-16 (mit BOM); seine Einstellungen wurden ignoriert</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>where in a settings file: %1 the file, %2 what is wrong on which line</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, line %2: [%3] is not a section Wild West knows (use [defaults], [locked] or [class]); its settings are ignored</source>
        <translation>%1, Zeile %2: [%3] ist kein Abschnitt, den Wild West kennt (nimm [defaults], [locked] oder [class]); seine Einstellungen werden ignoriert</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <extracomment>%1 the file, %2 the line, %3 what is wrong with it</extracomment>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 more lines could not be used (listed in the log)</source>
        <translation>%1: %2 weitere Zeilen ließen sich nicht verwenden (im Protokoll aufgeführt)</translation>
    </message>
    <message>
        <source>%1 is outside [defaults] and [locked]; ignored</source>
        <translation>%1 steht außerhalb von [defaults] und [locked]; ignoriert</translation>
    </message>
    <message>
        <source>unknown setting %1 in [%2]; ignored</source>
        <translation>unbekannte Einstellung %1 in [%2]; ignoriert</translation>
    </message>
    <message>
        <source>%1=%2 %3 (allowed: %4); ignored</source>
        <extracomment>a bad line of a settings file: %1 the setting, %2 its value, %3 what is wrong (&quot;is not allowed&quot;), %4 the values allowed</extracomment>
        <translation>%1=%2 %3 (möglich: %4); ignoriert</translation>
    </message>
    <message>
        <source>%1=%2 %3; ignored</source>
        <translation>%1=%2 %3; ignoriert</translation>
    </message>
    <message>
        <source>%1 %2 is not used: the school has locked %3 to %4 on this computer</source>
        <extracomment>the command line asked for a setting the school locked: %1 the option (--language), %2 its value, %3 the setting, %4 the school&apos;s value</extracomment>
        <translation>%1 %2 wird nicht verwendet: Die Schule hat %3 auf diesem Computer auf %4 festgelegt</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Players %1 and %2 are both called %3: give each a different name.</source>
        <translation>Spieler %1 und %2 heißen beide %3: Gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): give each a different name.</source>
        <extracomment>two names that differ only in spaces or invisible characters: %1 and %2 the players&apos; places, %3 and %4 their names in quotes, the invisible ones spelt out</extracomment>
        <translation>Die Namen von Spieler %1 und %2 sehen gleich aus (%3 und %4): Gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <source>Choose a deal file first.</source>
        <translation>Wähle zuerst eine Kartendatei.</translation>
    </message>
    <message>
        <source>The deal file decides the cards.</source>
        <translation>Die Kartendatei legt die Karten fest.</translation>
    </message>
    <message>
        <source>Type the deal code your teacher gave you, or choose a new deal.</source>
        <translation>Gib den Mischcode ein, den dir deine Lehrkraft gegeben hat, oder lass neu mischen.</translation>
    </message>
    <message>
        <source> Turn over real cards; the app keeps score.</source>
        <translation> Deckt echte Karten auf; die App zählt die Punkte.</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>%1: no prime factors</source>
        <translation>%1: keine Primfaktoren</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 ist eine Primzahl</translation>
    </message>
    <message>
        <source>equal turns (stop when a round can&apos;t go all the way round)</source>
        <translation>gleich viele Züge (aufhören, wenn eine Runde nicht mehr für alle reicht)</translation>
    </message>
    <message>
        <source>play until the face pile is empty</source>
        <translation>spielen, bis der Bildstapel leer ist</translation>
    </message>
    <message>
        <source>steals cost points (lose 1 point for each prime stolen)</source>
        <translation>Stehlen kostet Punkte (1 Punkt weniger für jede gestohlene Primzahl)</translation>
    </message>
    <message>
        <source>steals cost no points</source>
        <translation>Stehlen kostet keine Punkte</translation>
    </message>
    <message>
        <source>every face card</source>
        <translation>alle Bildkarten</translation>
    </message>
    <message>
        <source>face cards: %1 only</source>
        <translation>Bildkarten: nur %1</translation>
    </message>
    <message>
        <source>House rules: %1; %2; %3</source>
        <translation>Hausregeln: %1; %2; %3</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation>
            <numerusform>%n Kartendeck</numerusform>
            <numerusform>%n Kartendecks</numerusform>
        </translation>
    </message>
    <message>
        <source>Played with real cards, %1</source>
        <translation>Mit echten Karten gespielt, %1</translation>
    </message>
    <message>
        <source>A hand-made deal, %1</source>
        <translation>Eine selbst zusammengestellte Mischung, %1</translation>
    </message>
    <message>
        <source>Deal code %1, %2</source>
        <translation>Mischcode %1, %2</translation>
    </message>
    <message>
        <source>a game with real cards</source>
        <translation>ein Spiel mit echten Karten</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>%1 · %2 mode</source>
        <translation>%1 · Modus: %2</translation>
    </message>
    <message>
        <source>Printed %1 %2 %3 at %4</source>
        <extracomment>%1 the day, %2 the month&apos;s name, %3 the year, %4 the time (&quot;14:05&quot;)</extracomment>
        <translation>Gedruckt am %1. %2 %3 um %4</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s). %1</source>
        <translation>
            <numerusform>Spiel vorbei nach %n Zug. %1</numerusform>
            <numerusform>Spiel vorbei nach %n Zügen. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game in progress: %n turn(s) played.</source>
        <translation>
            <numerusform>Spiel läuft noch: %n Zug gespielt.</numerusform>
            <numerusform>Spiel läuft noch: %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wild West score sheet</source>
        <translation>Wild West – Punkteblatt</translation>
    </message>
    <message>
        <source>the cards of a game with real cards</source>
        <translation>die Karten eines Spiels mit echten Karten</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>Mischung %1</translation>
    </message>
    <message>
        <source>a hand-made deal</source>
        <translation>eine selbst zusammengestellte Mischung</translation>
    </message>
    <message>
        <source>Players, in turn order: %1</source>
        <translation>Spieler, in der Reihenfolge ihrer Züge: %1</translation>
    </message>
    <message>
        <source>Wild West: %1</source>
        <translation>Wild West: %1</translation>
    </message>
</context>
<context>
    <name>Sieve</name>
    <message>
        <source>1 is not a prime: it has only one factor, itself.</source>
        <translation>1 ist keine Primzahl: Sie hat nur einen Teiler, sich selbst.</translation>
    </message>
    <message>
        <source>%1 is prime, held by %2</source>
        <translation>%1 ist eine Primzahl und gehört %2</translation>
    </message>
    <message>
        <source>%1 is prime, free to claim</source>
        <translation>%1 ist eine Primzahl und noch frei</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 ist keine Primzahl</translation>
    </message>
    <message>
        <source>%1 is not a prime: %2</source>
        <translation>%1 ist keine Primzahl: %2</translation>
    </message>
    <message>
        <source>1 is not a prime, so it starts crossed out. The first number left, 2, is prime: press Next step (or click 2) to circle it and cross out its multiples.</source>
        <translation>1 ist keine Primzahl, deshalb ist sie von Anfang an durchgestrichen. Die erste übrige Zahl, 2, ist eine Primzahl: Drück auf „Nächster Schritt“ (oder klick auf die 2), um sie einzukreisen und ihre Vielfachen durchzustreichen.</translation>
    </message>
    <message numerus="yes">
        <source>%n new one(s)</source>
        <translation>
            <numerusform>%n neue</numerusform>
            <numerusform>%n neue</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: the smallest number left, %1, is prime.</source>
        <translation>Als Nächstes: Die kleinste übrige Zahl, %1, ist eine Primzahl.</translation>
    </message>
    <message>
        <source>Next: the smallest number left is %1.</source>
        <translation>Als Nächstes: Die kleinste übrige Zahl ist %1.</translation>
    </message>
    <message>
        <source>Circled %1 and crossed out its multiples: %2 … (%3). %4</source>
        <translation>%1 eingekreist und ihre Vielfachen durchgestrichen: %2 … (%3). %4</translation>
    </message>
    <message>
        <source>The next number left is %1, and %1 × %1 = %2 is more than %3, so no more crossing out is needed: every number left is prime. There are %4 primes up to %3.</source>
        <translation>Die nächste übrige Zahl ist %1, und %1 × %1 = %2 ist mehr als %3, also musst du nichts mehr durchstreichen: Jede übrige Zahl ist eine Primzahl. Bis %3 gibt es %4 Primzahlen.</translation>
    </message>
    <message>
        <source>1 is not a prime: it has only one factor.</source>
        <translation>1 ist keine Primzahl: Sie hat nur einen Teiler.</translation>
    </message>
    <message>
        <source>%1 is crossed out: it is a multiple of %2.</source>
        <translation>%1 ist durchgestrichen: Sie ist ein Vielfaches von %2.</translation>
    </message>
    <message>
        <source>%1 is circled: it is prime.</source>
        <translation>%1 ist eingekreist: Sie ist eine Primzahl.</translation>
    </message>
    <message>
        <source>%1 is not crossed out yet. The next number to circle is %2: click it or press Next step.</source>
        <translation>%1 ist noch nicht durchgestrichen. Die nächste Zahl zum Einkreisen ist %2: Klick sie an oder drück auf „Nächster Schritt“.</translation>
    </message>
    <message>
        <source>%1 is still in the square.</source>
        <translation>%1 steht noch in der Hundertertafel.</translation>
    </message>
</context>
<context>
    <name>SievePage</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Z&amp;urück</translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Ne&amp;xt step ▶</source>
        <translation>Nä&amp;chster Schritt ▶</translation>
    </message>
    <message>
        <source>Next step of the sieve</source>
        <translation>Nächster Schritt des Siebs</translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Start the sieve again</source>
        <translation>Das Sieb neu starten</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Wild West cannot make its lock file in %1 (%2), so a second copy of the app would not be noticed</source>
        <translation>Wild West kann seine Sperrdatei in %1 nicht anlegen (%2), deshalb würde ein zweites Wild West nicht bemerkt</translation>
    </message>
    <message>
        <source>another copy of Wild West</source>
        <translation>ein anderes Wild West</translation>
    </message>
    <message>
        <source>process %1 on this computer</source>
        <translation>Prozess %1 auf diesem Computer</translation>
    </message>
    <message>
        <source>process %1 on computer %2</source>
        <translation>Prozess %1 auf dem Computer %2</translation>
    </message>
    <message>
        <source>Wild West is already open with this data folder (%1). Switch to that window, or close it first.</source>
        <translation>Wild West ist mit diesem Datenordner schon geöffnet (%1). Wechsle zu diesem Fenster oder schließ es zuerst.</translation>
    </message>
</context>
<context>
    <name>StandingRow</name>
    <message>
        <source> (winner)</source>
        <translation> (Sieger)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2%3: %n point(s), primes %4</source>
        <translation>
            <numerusform>%1. %2%3: %n Punkt, Primzahlen %4</numerusform>
            <numerusform>%1. %2%3: %n Punkte, Primzahlen %4</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primzahlen</translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
</context>
<context>
    <name>StealBanner</name>
    <message>
        <source>STEAL!</source>
        <translation>RAUBZUG!</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>No game yet.</source>
        <translation>Noch kein Spiel.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>a star marks the primes of %1</source>
        <translation>ein Stern markiert die Primzahlen von %1</translation>
    </message>
    <message>
        <source>Key: %1.</source>
        <extracomment>%1 the marks, &quot;A is Ann; B is Ben; a star marks the primes of 360&quot;</extracomment>
        <translation>Legende: %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Factors: %1</source>
        <translation>Faktoren: %1</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Factor tree</source>
        <translation>Faktorbaum</translation>
    </message>
    <message>
        <source>%1 is a prime: the tree is just %1</source>
        <translation>%1 ist eine Primzahl: Der Baum ist nur %1</translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Die nächste Bildkarte aufdecken und die Ziffern ziehen (Strg+D)</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw its digit cards for the current player</source>
        <translation>Die nächste Bildkarte aufdecken und ihre Ziffernkarten für den Spieler ziehen, der dran ist</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Die nächste Bildkarte aufdecken und die Ziffern ziehen (Strg+D)</translation>
    </message>
    <message>
        <source>See the &amp;results</source>
        <translation>&amp;Ergebnis ansehen</translation>
    </message>
    <message>
        <source>Back to the final standings</source>
        <translation>Zurück zum Endstand</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>Your factorisation</source>
        <translation>Deine Primfaktorzerlegung</translation>
    </message>
    <message>
        <source>First a divisibility rule, then a prime to try, then one division; never the last step</source>
        <translation>Zuerst eine Teilbarkeitsregel, dann eine Primzahl zum Probieren, dann eine Division; nie der letzte Schritt</translation>
    </message>
    <message>
        <source>Asks first, then shows the answer; this turn claims no primes</source>
        <translation>Fragt zuerst nach und zeigt dann die Lösung; dieser Zug sichert dir keine Primzahl</translation>
    </message>
    <message>
        <source>&amp;Show the answer</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Keep trying</source>
        <translation>&amp;Weiter probieren</translation>
    </message>
    <message>
        <source>e.g. 2^2 × 3 × 5   or   %1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>2^2 × 3 × 5   oder   %1</translation>
    </message>
    <message>
        <source>Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or %1 for 0 and 1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>Gib die Primfaktoren ein, zum Beispiel 2^2 × 3 × 5 oder 2 x 2 x 3 x 5, oder %1 für 0 und 1</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>Meine Antwort prüfen</translation>
    </message>
    <message>
        <source>Submit the factorisation you typed</source>
        <translation>Die eingegebene Primfaktorzerlegung abschicken</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Give &amp;up</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Answer by &amp;ladder</source>
        <translation>Mit der &amp;Leiter antworten</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Geh Schritt für Schritt eine Divisionsleiter durch, statt die Primfaktorzerlegung einzutippen</translation>
    </message>
    <message>
        <source>The computer player&apos;s answer</source>
        <translation>Die Antwort des Computerspielers</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>the Draw button</source>
        <translation>den Knopf „Ziehen“</translation>
    </message>
    <message>
        <source>the answer box</source>
        <translation>das Antwortfeld</translation>
    </message>
    <message>
        <source>the Check button</source>
        <translation>den Knopf „Prüfen“</translation>
    </message>
    <message>
        <source>the scoreboard: each player&apos;s points and primes</source>
        <translation>den Punktestand: Punkte und Primzahlen aller Spieler</translation>
    </message>
    <message>
        <source>the turn log</source>
        <translation>den Spielverlauf</translation>
    </message>
    <message>
        <source>the game-over page</source>
        <translation>die Seite „Spiel vorbei“</translation>
    </message>
    <message>
        <source>the face card on the card table</source>
        <translation>die Bildkarte auf dem Kartentisch</translation>
    </message>
    <message>
        <source>the digit cards on the card table</source>
        <translation>die Ziffernkarten auf dem Kartentisch</translation>
    </message>
    <message>
        <source>the number the digits make, on the card table</source>
        <translation>die Zahl aus den Ziffern, auf dem Kartentisch</translation>
    </message>
    <message>
        <source>the multiplier star on the card table</source>
        <translation>den Multiplikator-Stern auf dem Kartentisch</translation>
    </message>
    <message>
        <source>the STEAL! banner on the card table</source>
        <translation>das RAUBZUG!-Schild auf dem Kartentisch</translation>
    </message>
    <message>
        <source>Howdy! You and Sheriff Sam take turns: find the primes in each number to score points.</source>
        <translation>Howdy! Du und Sheriff Sam seid abwechselnd dran: Finde die Primzahlen in jeder Zahl, um Punkte zu bekommen.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card and draw the digit cards.</source>
        <translation>Drück auf „Ziehen“, um eine Bildkarte aufzudecken und die Ziffernkarten zu ziehen.</translation>
    </message>
    <message>
        <source>The face card says how many digits to draw. A Jack or a joker means 2, a Queen 3, a King 4.</source>
        <translation>Die Bildkarte sagt, wie viele Ziffern gezogen werden. Ein Bube oder ein Joker heißt 2, eine Dame 3, ein König 4.</translation>
    </message>
    <message>
        <source>Read the digits from left to right to make the number: 2♦ A♥ is 21. An Ace is 1.</source>
        <translation>Lies die Ziffern von links nach rechts, dann hast du die Zahl: 2♦ A♥ ist 21. Ein Ass ist 1.</translation>
    </message>
    <message>
        <source>Factor 21: type the primes that multiply to make it, with × or x between them. Then press Check.</source>
        <translation>Zerlege 21: Gib die Primzahlen ein, die malgenommen 21 ergeben, mit × oder x dazwischen. Dann drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source>Nobody held 3 or 7, so you claimed both: +1 point each. Your primes are listed here.</source>
        <translation>Niemand hatte 3 oder 7, also hast du dir beide gesichert: je +1 Punkt. Hier stehen deine Primzahlen.</translation>
    </message>
    <message>
        <source>Now it is Sheriff Sam&apos;s turn. Watch!</source>
        <translation>Jetzt ist Sheriff Sam dran. Schau zu!</translation>
    </message>
    <message>
        <source>Sam drew 35 = 5 × 7. You hold 7, so it scores 0 for Sam; 5 was free: +1.</source>
        <translation>Sam hat 35 = 5 × 7 gezogen. Die 7 hast du, also bringt sie Sam 0 Punkte; die 5 war frei: +1.</translation>
    </message>
    <message>
        <source>Your turn again: press Draw.</source>
        <translation>Du bist wieder dran: Drück auf „Ziehen“.</translation>
    </message>
    <message>
        <source>A Ten is the digit 0. 10♠ 4♥ makes 04, which is just 4.</source>
        <translation>Eine Zehn ist die Ziffer 0. 10♠ 4♥ ergibt 04, und das ist einfach 4.</translation>
    </message>
    <message>
        <source>Now factor 4 and press Check.</source>
        <translation>Jetzt zerlege 4 und drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source>4 = 2 × 2, and you claimed 2: each prime scores once, however often it divides.</source>
        <translation>4 = 2 × 2, und du hast dir die 2 gesichert: Jede Primzahl zählt nur einmal, egal wie oft sie die Zahl teilt.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the face card.</source>
        <translation>Sam ist dran. Schau auf die Bildkarte.</translation>
    </message>
    <message>
        <source>A joker asks for 2 digits, like a Jack, but it has no suit. Sam&apos;s 13 is free: +1.</source>
        <translation>Ein Joker verlangt 2 Ziffern, wie ein Bube, aber er hat keine Farbe. Sams 13 ist frei: +1.</translation>
    </message>
    <message>
        <source>Your turn: press Draw.</source>
        <translation>Du bist dran: Drück auf „Ziehen“.</translation>
    </message>
    <message>
        <source>9♦ and 10♦ match the Queen&apos;s suit. 1 suit match is ×2, 2 are ×3, and so on up to ×5.</source>
        <translation>9♦ und 10♦ haben dieselbe Farbe wie die Dame. 1 Farbtreffer ist ×2, 2 sind ×3, und so weiter bis ×5.</translation>
    </message>
    <message>
        <source>Factor 290 and press Check.</source>
        <translation>Zerlege 290 und drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source>You hold 2 and Sam holds 5, so only 29 scores: 1 point × 3 = 3 points.</source>
        <translation>Du hast die 2 und Sam hat die 5, also zählt nur die 29: 1 Punkt × 3 = 3 Punkte.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the multiplier.</source>
        <translation>Sam ist dran. Achte auf den Multiplikator.</translation>
    </message>
    <message>
        <source>187 = 11 × 17, both free, and 8♣ matches the Queen ♣: 2 points × 2 = 4.</source>
        <translation>187 = 11 × 17, beide frei, und 8♣ passt zur Dame ♣: 2 Punkte × 2 = 4.</translation>
    </message>
    <message>
        <source>Every digit is a heart, like the Jack ♥: a full suit match! You steal its primes from whoever holds them.</source>
        <translation>Jede Ziffer ist Herz, genau wie der Bube ♥: ein Raubzug! Du stiehlst die Primzahlen der Zahl, egal wer sie hat.</translation>
    </message>
    <message>
        <source>Factor 65 and press Check.</source>
        <translation>Zerlege 65 und drück auf „Prüfen“.</translation>
    </message>
    <message>
        <source>You stole 5 and 13 from Sam: +1 each. With 2 suit matches that is 2 points × 3 = 6!</source>
        <translation>Du hast Sam die 5 und die 13 gestohlen: je +1. Mit 2 Farbtreffern macht das 2 Punkte × 3 = 6!</translation>
    </message>
    <message>
        <source>Sam&apos;s last turn. Can Sam catch up?</source>
        <translation>Sams letzter Zug. Holt Sam noch auf?</translation>
    </message>
    <message>
        <source>Sam&apos;s 4370 = 2 × 5 × 19 × 23: 19 and 23 were free, 2 points × 3 = 6. It is 12 each!</source>
        <translation>Sams 4370 = 2 × 5 × 19 × 23: 19 und 23 waren frei, 2 Punkte × 3 = 6. Jetzt habt ihr beide 12!</translation>
    </message>
    <message>
        <source>A tie goes to the player with the largest prime. Your 29 beats Sam&apos;s 23: you win!</source>
        <translation>Bei Gleichstand gewinnt, wer die größte Primzahl hat. Deine 29 schlägt Sams 23: Du gewinnst!</translation>
    </message>
    <message>
        <source>That&apos;s the game. Start a new game whenever you&apos;re ready, partner!</source>
        <translation>Das war&apos;s. Fang ein neues Spiel an, wann immer du bereit bist, Partner!</translation>
    </message>
    <message>
        <source>Not quite: read what it says, then try again. Hint can help.</source>
        <translation>Nicht ganz: Lies, was da steht, und versuch es noch einmal. „Tipp“ kann helfen.</translation>
    </message>
    <message>
        <source>New to Wild West? Learn to play in a short game with Sheriff Sam.</source>
        <translation>Neu bei Wild West? Lerne das Spiel in einer kurzen Runde mit Sheriff Sam.</translation>
    </message>
    <message>
        <source>Sam shows you each rule as you play it, in 8 turns. You can leave at any time. Learn to play is always in the Help menu and on the New game screen.</source>
        <translation>Sam zeigt dir in 8 Zügen jede Regel, während du spielst. Du kannst jederzeit aufhören. „Spielen lernen“ findest du immer im Menü „Hilfe“ und im Fenster „Neues Spiel“.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <source>This game has gone its own way: play on as you like, or press Leave.</source>
        <translation>Dieses Spiel ist anders gelaufen als geplant: Spiel weiter, wie du willst, oder drück auf „Verlassen“.</translation>
    </message>
    <message>
        <source>Off the script</source>
        <translation>Nicht nach Plan</translation>
    </message>
    <message>
        <source>No giving up while you learn: press Hint for help.</source>
        <translation>Beim Lernen wird nicht aufgegeben: Drück auf „Tipp“, wenn du Hilfe brauchst.</translation>
    </message>
    <message>
        <source>Watch %1 play this turn.</source>
        <translation>Schau zu, wie %1 diesen Zug spielt.</translation>
    </message>
    <message>
        <source>First read what %1 says, then press Next.</source>
        <translation>Lies erst, was %1 sagt, dann drück auf „Weiter“.</translation>
    </message>
    <message>
        <source>F&amp;inish</source>
        <extracomment>Learn to play&apos;s last button: the &amp; marks its Alt key, which no other button, box or menu on the results page may have (a test checks)</extracomment>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <extracomment>Learn to play&apos;s Next: the &amp; marks its Alt key, which no other button, box or menu on the table or the results page may have (a test checks)</extracomment>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>unfinished games</source>
        <translation>unfertige Spiele</translation>
    </message>
</context>
<context>
    <name>ViewState</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>a computer player&apos;s name in the scoreboard and the turn log: &quot;Dusty Dan (computer)&quot;</extracomment>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>%1, a computer player (%2)</source>
        <translation>%1, ein Computerspieler (%2)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Starte ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Auto</source>
        <translation>Automatik</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>The game factors each number for you and explains it.</source>
        <translation>Das Spiel zerlegt jede Zahl für dich und erklärt sie.</translation>
    </message>
    <message>
        <source>You type the factors. Wrong answers are explained; try again, ask for hints, or give up.</source>
        <translation>Du gibst die Faktoren ein. Falsche Antworten werden erklärt; versuch es noch einmal, hol dir Tipps oder gib auf.</translation>
    </message>
    <message>
        <source>You type the factors once. Every correct prime you name counts.</source>
        <translation>Du gibst die Faktoren nur einmal ein. Jede richtige Primzahl, die du nennst, zählt.</translation>
    </message>
    <message>
        <source>All: 2 to 4 digits</source>
        <translation>Alle: 2 bis 4 Ziffern</translation>
    </message>
    <message>
        <source>No Kings: 2 or 3 digits</source>
        <translation>Ohne Könige: 2 oder 3 Ziffern</translation>
    </message>
    <message>
        <source>Jacks only: 2 digits</source>
        <translation>Nur Buben: 2 Ziffern</translation>
    </message>
    <message>
        <source>Greenhorn</source>
        <extracomment>a computer player&apos;s level: a beginner (a &quot;tenderfoot&quot; in the Wild West)</extracomment>
        <translation>Greenhorn</translation>
    </message>
    <message>
        <source>Deputy</source>
        <extracomment>a computer player&apos;s level: the sheriff&apos;s helper</extracomment>
        <translation>Hilfssheriff</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <extracomment>a computer player&apos;s level: the best (never wrong)</extracomment>
        <translation>Sheriff</translation>
    </message>
    <message>
        <source>New in town: makes the mistakes beginners make, and is sometimes right.</source>
        <translation>Neu in der Stadt: macht typische Anfängerfehler und liegt manchmal richtig.</translation>
    </message>
    <message>
        <source>Usually right, but slips now and then, mostly on 4-digit numbers.</source>
        <translation>Meistens richtig, patzt aber ab und zu, vor allem bei 4-stelligen Zahlen.</translation>
    </message>
    <message>
        <source>Never wrong: you have to be quick and lucky to beat the Sheriff.</source>
        <translation>Nie falsch: Du musst schnell sein und Glück haben, um den Sheriff zu schlagen.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list: &quot;2, 3 or 5&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;Ann, Ben and Cy&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>what a pupil types as the answer for 0 and 1, which have no prime factors: one short word, lower case, the same word as in every message that says &quot;type none&quot;</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>zweimal</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a player gets when the name box is left blank: %1 the seat (1, 2, 3…)</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Montag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Dienstag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Freitag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Samstag</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Sonntag</translation>
    </message>
    <message>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
</context>
</TS>
