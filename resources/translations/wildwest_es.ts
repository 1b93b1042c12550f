<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Wild West %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wild West %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A card game for practising prime factorisation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un juego de cartas para practicar la descomposición en factores primos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It works without the internet and never connects to it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Funciona sin internet y nunca se conecta a internet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Log file&lt;/b&gt; (send it with a bug report):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Archivo de registro&lt;/b&gt; (envíalo junto con el aviso de error):&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Records and saved games folder&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Carpeta de registros y partidas guardadas&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Settings file&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Archivo de configuración&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;School settings&lt;/b&gt; (administrator&apos;s files):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Configuración de la escuela&lt;/b&gt; (archivos del administrador):&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Locked by the school&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bloqueado por la escuela&lt;/b&gt;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What could not be used in them&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lo que no se ha podido usar de ellos&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>About Wild West</source>
        <translation>Acerca de Wild West</translation>
    </message>
</context>
<context>
    <name>AnswerWayView</name>
    <message>
        <source>Answer by ladder</source>
        <translation>Responder con la escalera</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Records won&apos;t be kept: %1</source>
        <translation>No se guardarán los registros: %1</translation>
    </message>
    <message>
        <source>Records and settings won&apos;t be kept: %1</source>
        <translation>No se guardarán los registros ni la configuración: %1</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>&amp;Abrir %1</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Empezar la partida &amp;nueva</translation>
    </message>
</context>
<context>
    <name>AppPaths</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>no se puede crear %1: %2</translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation>%1 es de solo lectura</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Leave Learn to play (Esc): your game comes back as it was.</source>
        <translation>Salir de Aprende a jugar (Esc): tu partida vuelve tal como estaba.</translation>
    </message>
    <message>
        <source> Look at %1.</source>
        <translation> Mira %1.</translation>
    </message>
</context>
<context>
    <name>CalloutBubble</name>
    <message>
        <source>Learn to play</source>
        <translation>Aprende a jugar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message numerus="yes">
        <source>%n DIGITS</source>
        <extracomment>the banner on a face card (in capitals, like a poster): how many digit cards it asks for</extracomment>
        <translation>
            <numerusform>%n CIFRA</numerusform>
            <numerusform>%n CIFRAS</numerusform>
        </translation>
    </message>
    <message>
        <source>WANTED</source>
        <extracomment>the head of the wanted poster on the jokers, in capitals (SE BUSCA, GESUCHT…)</extracomment>
        <translation>SE BUSCA</translation>
    </message>
    <message>
        <source>JOKER</source>
        <extracomment>the name under the outlaw on the jokers, in capitals</extracomment>
        <translation>COMODÍN</translation>
    </message>
</context>
<context>
    <name>CardCodes</name>
    <message>
        <source>A J Q K</source>
        <extracomment>the Ace, Jack, Queen and King as your pupils&apos; own decks print them, in this order, space-separated (German: A B D K). Pupils see them on the card picker and may type them in card codes, beside the English codes, which keep working. A test checks that the four differ, and that no code made of them reads as two cards (with another English or local code).</extracomment>
        <translation>A J Q K</translation>
    </message>
    <message>
        <source>S H D C</source>
        <extracomment>the letters typed for spades, hearts, diamonds and clubs, in this order, space-separated (German: P H KA KR: Karo and Kreuz both start with K, so two letters each). A test checks that the four differ and that no code reads as two cards: a letter English uses for another suit (S H D C) cannot be used (French C for Cœur would make AC both the Ace of clubs and the Ace of hearts).</extracomment>
        <translation>P CO D T</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
</context>
<context>
    <name>CardPickerView</name>
    <message>
        <source>Card codes</source>
        <translation>Códigos de cartas</translation>
    </message>
    <message>
        <source>Or ty&amp;pe codes:</source>
        <translation>O escribe los &amp;códigos:</translation>
    </message>
    <message>
        <source>&amp;Remove last card</source>
        <translation>&amp;Quitar la última carta</translation>
    </message>
    <message>
        <source>Take the last card off (Backspace in the cards)</source>
        <translation>Quita la última carta (Retroceso en las cartas)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Start this turn&apos;s cards again</source>
        <translation>Empieza de nuevo las cartas de este turno</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>Volver a la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Undo last turn</source>
        <translation>&amp;Deshacer el último turno</translation>
    </message>
    <message>
        <source>Take back the last turn entered (asks first; Ctrl+Z)</source>
        <translation>Anula el último turno introducido (antes pregunta; Ctrl+Z)</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards</source>
        <translation>Se nos han acabado las car&amp;tas</translation>
    </message>
    <message>
        <source>End the game now (asks first)</source>
        <translation>Termina la partida ahora (antes pregunta)</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>C&amp;onfirmar</translation>
    </message>
    <message>
        <source>Score these cards (Enter in the codes box, or Ctrl+Enter)</source>
        <translation>Puntúa estas cartas (Intro en el cuadro de códigos, o Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Enter confirms the turn.</source>
        <translation>Intro confirma el turno.</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Face pile</source>
        <translation>Figuras</translation>
    </message>
    <message>
        <source>Digit pile</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Face card</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Todavía no hay ninguna partida.</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Cartas en la mesa</translation>
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
        <translation>Escribe un número para ver sus factores primos.</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to %1</source>
        <translation>Escribe un número entero del 0 al %1</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 es primo</translation>
    </message>
    <message>
        <source>%1 × … (%2 prime factors in all)</source>
        <translation>%1 × … (%2 factores primos en total)</translation>
    </message>
    <message>
        <source>1: nothing left to divide, so the ladder stops.</source>
        <translation>1: no queda nada que dividir, así que la escalera termina.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (does|do) not divide it; </source>
        <extracomment>%1 is the list of primes tried first (&quot;3, 5&quot;); the count picks &quot;does&quot; or &quot;do&quot;</extracomment>
        <translation>
            <numerusform>%1 no lo divide; </numerusform>
            <numerusform>%1 no lo dividen; </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3: %4%2 divides %1. Primes to try here go up to %5.</source>
        <translation>%1 ÷ %2 = %3: %4%2 divide a %1. Aquí hay que probar los primos hasta %5.</translation>
    </message>
    <message>
        <source>try primes up to %1</source>
        <translation>prueba los primos hasta %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>%1 is less than 2, so there is no prime to try: %2 is prime.</source>
        <translation>%1 es menor que 2, así que no hay ningún primo que probar: %2 es primo.</translation>
    </message>
    <message>
        <source>%1 is less than 2, so %2 is prime</source>
        <translation>%1 es menor que 2, así que %2 es primo</translation>
    </message>
    <message>
        <source>every prime up to %1 was already ruled out higher up the ladder (they are all smaller than %2), so %3 is prime.</source>
        <translation>todos los primos hasta %1 ya se descartaron más arriba en la escalera (todos son menores que %2), así que %3 es primo.</translation>
    </message>
    <message>
        <source>primes up to %1 were ruled out above, so %2 is prime</source>
        <translation>los primos hasta %1 se descartaron más arriba, así que %2 es primo</translation>
    </message>
    <message>
        <source>%1: no prime up to %2 divides %3, so %3 is prime.</source>
        <translation>%1: ningún primo hasta %2 divide a %3, así que %3 es primo.</translation>
    </message>
    <message>
        <source>no prime up to %1 divides it, so %2 is prime</source>
        <translation>ningún primo hasta %1 lo divide, así que %2 es primo</translation>
    </message>
    <message>
        <source>⋮ ÷ %1 another %2 times</source>
        <translation>⋮ ÷ %1 otras %2 veces</translation>
    </message>
    <message>
        <source> (just %1)</source>
        <translation> (solo %1)</translation>
    </message>
    <message>
        <source> (%1 primes: 2, 3, 5, … %2)</source>
        <translation> (%1 primos: 2, 3, 5, … %2)</translation>
    </message>
    <message>
        <source>No prime up to %1%2 divides %3, so %3 is prime. If %3 were a × b, the smaller of a and b would be at most √%3, so one of those primes would have divided it.</source>
        <translation>Ningún primo hasta %1%2 divide a %3, así que %3 es primo. Si %3 fuera a × b, el menor de a y b sería como mucho √%3, así que alguno de esos primos lo habría dividido.</translation>
    </message>
    <message>
        <source>Why stop at the square root? If %1 = a × b, a and b can&apos;t both be bigger than √%1 (their product would be too big). So you only need to try the primes up to %2%3. As you divide, the number gets smaller and so does its square root. When no prime up to the square root divides what&apos;s left, what&apos;s left is prime.</source>
        <translation>¿Por qué parar en la raíz cuadrada? Si %1 = a × b, a y b no pueden ser los dos mayores que √%1 (su producto sería demasiado grande). Así que solo tienes que probar los primos hasta %2%3. Al dividir, el número se hace más pequeño, y su raíz cuadrada también. Cuando ningún primo hasta la raíz cuadrada divide lo que queda, lo que queda es primo.</translation>
    </message>
</context>
<context>
    <name>CheckerPage</name>
    <message>
        <source>Type a number, e.g. 360</source>
        <translation>Escribe un número, p. ej. 360</translation>
    </message>
    <message>
        <source>Number to factor</source>
        <translation>Número que quieres descomponer</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 1 000 000 000 000</source>
        <translation>Cualquier número entero del 0 al 1 000 000 000 000</translation>
    </message>
    <message>
        <source>Num&amp;ber to factor:</source>
        <translation>Número que &amp;quieres descomponer:</translation>
    </message>
    <message>
        <source>Why you can stop at the square root</source>
        <translation>Por qué puedes parar en la raíz cuadrada</translation>
    </message>
    <message>
        <source>Split the number into two factors, then split those, until every branch ends in a prime (circled).</source>
        <translation>Parte el número en dos factores, luego parte esos, hasta que cada rama termine en un primo (con un círculo).</translation>
    </message>
    <message>
        <source>Division ladder</source>
        <translation>Escalera de divisiones</translation>
    </message>
    <message>
        <source>Factor tree</source>
        <translation>Árbol de factores</translation>
    </message>
    <message>
        <source>Index form</source>
        <translation>Con potencias</translation>
    </message>
</context>
<context>
    <name>ClassFolder</name>
    <message>
        <source>Only the first %1 computers&apos; folders were read</source>
        <translation>Solo se leyeron las carpetas de los primeros %1 ordenadores</translation>
    </message>
    <message>
        <source>A computer&apos;s folder could not be read: %1</source>
        <translation>No se pudo leer la carpeta de un ordenador: %1</translation>
    </message>
    <message>
        <source>Only %1 of the %2 files in a computer&apos;s folder were read</source>
        <translation>Solo se leyeron %1 de los %2 archivos de la carpeta de un ordenador</translation>
    </message>
    <message>
        <source>A file could not be read (%1): it is tried again next time</source>
        <translation>No se pudo leer un archivo (%1): se volverá a intentar la próxima vez</translation>
    </message>
    <message>
        <source>A file was skipped: it is too big to be a journal</source>
        <translation>Se omitió un archivo: es demasiado grande para ser un diario</translation>
    </message>
    <message>
        <source>A file was skipped: a newer Wild West wrote it (format %1)</source>
        <translation>Se omitió un archivo: lo escribió una versión más reciente de Wild West (formato %1)</translation>
    </message>
    <message>
        <source>A file was skipped: it is not a Wild West journal, or it is damaged</source>
        <translation>Se omitió un archivo: no es un diario de Wild West o está dañado</translation>
    </message>
    <message>
        <source>A newer Wild West wrote entries this version cannot read: %1 read, the others skipped</source>
        <translation>Una versión más reciente de Wild West escribió entradas que esta no sabe leer: %1 leídas, las demás omitidas</translation>
    </message>
    <message>
        <source>A file is damaged or cut short: %1 entries read, %2 lines skipped</source>
        <translation>Un archivo está dañado o cortado: %1 entradas leídas, %2 líneas omitidas</translation>
    </message>
    <message>
        <source>The file is too big for a class list (at most %1 KB)</source>
        <translation>El archivo es demasiado grande para una lista de clase (como máximo %1 KB)</translation>
    </message>
    <message>
        <source>The file is not text: it cannot be a class list</source>
        <translation>El archivo no es texto: no puede ser una lista de clase</translation>
    </message>
    <message>
        <source>line %1: too long to be a name</source>
        <translation>línea %1: demasiado larga para ser un nombre</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; cannot be a name (at most 24 characters, no control characters)</source>
        <translation>línea %1: &quot;%2&quot; no puede ser un nombre (como máximo 24 caracteres, sin caracteres de control)</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is on the list already</source>
        <translation>línea %1: &quot;%2&quot; ya está en la lista</translation>
    </message>
    <message>
        <source>A class list holds at most %1 names: the rest were left out</source>
        <translation>Una lista de clase tiene como máximo %1 nombres: el resto se dejó fuera</translation>
    </message>
    <message>
        <source>A class list file was skipped: it is damaged or not a class list (%1)</source>
        <translation>Se omitió un archivo de lista de clase: está dañado o no es una lista de clase (%1)</translation>
    </message>
    <message>
        <source>The class list is damaged: the names that could be read are shown</source>
        <translation>La lista de clase está dañada: se muestran los nombres que se pudieron leer</translation>
    </message>
    <message>
        <source>the class folder cannot be found</source>
        <translation>no se encuentra la carpeta de la clase</translation>
    </message>
    <message>
        <source>the class folder is read-only</source>
        <translation>la carpeta de la clase es de solo lectura</translation>
    </message>
    <message>
        <source>the class folder is full</source>
        <translation>la carpeta de la clase está llena</translation>
    </message>
    <message>
        <source>the class folder cannot be written (%1)</source>
        <translation>no se puede escribir en la carpeta de la clase (%1)</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message numerus="yes">
        <source>%n turn(s) waiting for the class folder</source>
        <translation>
            <numerusform>%n turno espera la carpeta de la clase</numerusform>
            <numerusform>%n turnos esperan la carpeta de la clase</numerusform>
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
        <translation>olvida %1</translation>
    </message>
    <message>
        <source>does not split %1</source>
        <translation>no descompone %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Not played this week: %1</source>
        <translation>No han jugado esta semana: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 pupils</source>
        <extracomment>%1 a kind of mistake, %2 how many pupils made it, %3 of how many who answered</extracomment>
        <translation>%1: %2 de %3 alumnos</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Primes missed most</source>
        <translation>Primos más olvidados</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message numerus="yes">
        <source>in progress (%n turn(s))</source>
        <translation>
            <numerusform>en curso (%n turno)</numerusform>
            <numerusform>en curso (%n turnos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Class game: deal %1</source>
        <translation>Partida de clase: reparto %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 &quot;3 players&quot;, %2 &quot;2 packs&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(eliminado)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of %1: %2, %3 of %4 answers right first time</source>
        <extracomment>a week of a pupil&apos;s chart: %1 the week&apos;s Monday, %2 &quot;14 turns&quot;, %3 right first time, %4 answers</extracomment>
        <translation>Semana del %1: %2, %3 de %4 respuestas bien a la primera</translation>
    </message>
    <message>
        <source>Week of %1: %2</source>
        <translation>Semana del %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: left out %2, not split %3, in %n number(s)</source>
        <extracomment>a prime a pupil gets wrong at the first try: %1 the prime, %2 how many times it was left out, %3 how many times it was not split out, %n how many numbers it divided</extracomment>
        <translation>
            <numerusform>%1: olvidado %2 veces, sin descomponer %3 veces, en %n número</numerusform>
            <numerusform>%1: olvidado %2 veces, sin descomponer %3 veces, en %n números</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n ordenador</numerusform>
            <numerusform>%n ordenadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 on %3</source>
        <extracomment>%1 &quot;4 games&quot;, %2 &quot;56 turns&quot;, %3 &quot;on 2 computers&quot;</extracomment>
        <translation>%1 y %2 en %3</translation>
    </message>
    <message>
        <source>%1 of %2 answers right first time (%3)</source>
        <extracomment>after the games and turns: %1 right first time, %2 answers, %3 the share</extracomment>
        <translation>%1 de %2 respuestas bien a la primera (%3)</translation>
    </message>
    <message>
        <source>Reading the class folder…</source>
        <translation>Leyendo la carpeta de la clase…</translation>
    </message>
    <message>
        <source>The class folder cannot be read now (%1): the figures are from %2</source>
        <extracomment>the class folder cannot be read now: %1 why, %2 when the figures shown were read</extracomment>
        <translation>Ahora no se puede leer la carpeta de la clase (%1): los datos son de las %2</translation>
    </message>
    <message>
        <source>Read at %1: %2 from %3</source>
        <extracomment>%1 the time, %2 &quot;312 turns&quot;, %3 &quot;3 computers&quot;</extracomment>
        <translation>Leído a las %1: %2 de %3</translation>
    </message>
    <message>
        <source>Not on the class list: %1</source>
        <translation>No están en la lista de clase: %1</translation>
    </message>
    <message>
        <source>%1, removed %2</source>
        <extracomment>%1 the pupil, %2 when the teacher removed them (&quot;2 Mar 2026 10:05&quot;)</extracomment>
        <translation>%1, quitado el %2</translation>
    </message>
    <message>
        <source>Type the deal code the class plays.</source>
        <translation>Escribe el código de reparto que juega la clase.</translation>
    </message>
    <message>
        <source>No game with deal %1 has reached the class folder yet.</source>
        <translation>Todavía no ha llegado a la carpeta de la clase ninguna partida con el reparto %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) with this deal code</source>
        <translation>
            <numerusform>%n partida con este código de reparto</numerusform>
            <numerusform>%n partidas con este código de reparto</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (read at %2)</source>
        <extracomment>%1 &quot;3 games with this deal code&quot;, %2 the time</extracomment>
        <translation>%1 (leído a las %2)</translation>
    </message>
    <message>
        <source>There is no class list yet.</source>
        <translation>Todavía no hay lista de clase.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n nombre</numerusform>
            <numerusform>%n nombres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, saved by %2 on %3</source>
        <extracomment>the class list: %1 &quot;23 names&quot;, %2 the computer that saved it, %3 when</extracomment>
        <translation>%1, guardada por %2 el %3</translation>
    </message>
    <message>
        <source>Choose the class folder first (File → Class → Class folder…).</source>
        <translation>Elige primero la carpeta de la clase (Archivo → Clase → Carpeta de la clase…).</translation>
    </message>
    <message>
        <source>%1&apos;s records were removed from the class.</source>
        <translation>Los registros de %1 se quitaron de la clase.</translation>
    </message>
    <message>
        <source>The records are back in the class.</source>
        <translation>Los registros han vuelto a la clase.</translation>
    </message>
    <message>
        <source>This computer cannot write to the class folder now, so nothing was changed.</source>
        <translation>Este ordenador no puede escribir ahora en la carpeta de la clase, así que no se cambió nada.</translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <extracomment>%1 &quot;312 rows&quot;, %2 the file</extracomment>
        <translation>%1 exportadas a %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n fila</numerusform>
            <numerusform>%n filas</numerusform>
        </translation>
    </message>
    <message>
        <source>The class list could not be saved: %1</source>
        <extracomment>the class list could not be saved: %1 why (&quot;the class folder is read-only&quot;)</extracomment>
        <translation>No se pudo guardar la lista de clase: %1</translation>
    </message>
    <message>
        <source>The class list was saved.</source>
        <translation>Se guardó la lista de clase.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 the file, %2 why</extracomment>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>Class folder — Wild West</source>
        <translation>Carpeta de la clase — Wild West</translation>
    </message>
    <message>
        <source>Choose the same folder on every computer of the class: a folder on the school&apos;s file server, or a USB stick you take from computer to computer. Each computer writes its pupils&apos; turns there, and the class view reads them all. When the folder cannot be reached, the turns wait on the computer and go when it is back.</source>
        <translation>Elige la misma carpeta en todos los ordenadores de la clase: una carpeta en el servidor del colegio o una memoria USB que lleves de ordenador en ordenador. Cada ordenador escribe allí los turnos de sus alumnos, y la vista de la clase los lee todos. Si no se puede llegar a la carpeta, los turnos esperan en el ordenador y se envían cuando vuelve.</translation>
    </message>
    <message>
        <source>C&amp;hoose a folder…</source>
        <translation>&amp;Elegir una carpeta…</translation>
    </message>
    <message>
        <source>&amp;No class folder</source>
        <translation>&amp;Sin carpeta de clase</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Class folder: %1</source>
        <translation>Carpeta de la clase: %1</translation>
    </message>
    <message>
        <source>This computer has no class folder.</source>
        <translation>Este ordenador no tiene carpeta de clase.</translation>
    </message>
    <message>
        <source>The school has set this computer&apos;s class folder: it cannot be changed here.</source>
        <translation>El colegio ha fijado la carpeta de la clase de este ordenador: no se puede cambiar aquí.</translation>
    </message>
    <message>
        <source>Choose the class folder</source>
        <translation>Elegir la carpeta de la clase</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Prime factors</source>
        <translation>Factores primos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Class game — Wild West</source>
        <translation>Partida de clase — Wild West</translation>
    </message>
    <message>
        <source>&amp;Deal code:</source>
        <translation>&amp;Código de reparto:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Código de reparto</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>&amp;Answer key</source>
        <translation>&amp;Soluciones</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Also played with this deal code, set up otherwise:</source>
        <translation>También se jugó con este código de reparto de otra manera:</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Listas de clase (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Class list — Wild West</source>
        <translation>Lista de clase — Wild West</translation>
    </message>
    <message>
        <source>The class&apos;s names</source>
        <translation>Los nombres de la clase</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Take off the list</source>
        <translation>&amp;Quitar de la lista</translation>
    </message>
    <message>
        <source>&amp;Read names from a file…</source>
        <translation>&amp;Leer nombres de un archivo…</translation>
    </message>
    <message>
        <source>&amp;Save the list</source>
        <translation>&amp;Guardar la lista</translation>
    </message>
    <message>
        <source>Read names from a file</source>
        <translation>Leer nombres de un archivo</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>Hojas de cálculo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Bien a la primera</translation>
    </message>
    <message>
        <source>Class view — Wild West</source>
        <translation>Vista de la clase — Wild West</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>&amp;Remove from the class…</source>
        <translation>&amp;Quitar de la clase…</translation>
    </message>
    <message>
        <source>What was skipped and why</source>
        <translation>Qué se omitió y por qué</translation>
    </message>
    <message>
        <source>Pupils removed from the class</source>
        <translation>Alumnos quitados de la clase</translation>
    </message>
    <message>
        <source>&amp;Bring back</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>A pupil removed here is hidden from the class view and the exports, on every computer&apos;s turns until the removal; each computer&apos;s own Records keep them. Bring back undoes it.</source>
        <translation>Un alumno quitado aquí desaparece de la vista de la clase y de las exportaciones, con sus turnos de todos los ordenadores hasta que se quitó; los registros propios de cada ordenador los guardan. Recuperar lo deshace.</translation>
    </message>
    <message>
        <source>&amp;Pupils</source>
        <translation>&amp;Alumnos</translation>
    </message>
    <message>
        <source>The c&amp;lass</source>
        <translation>La c&amp;lase</translation>
    </message>
    <message>
        <source>&amp;Skipped</source>
        <translation>&amp;Omitidos</translation>
    </message>
    <message>
        <source>Re&amp;moved</source>
        <translation>&amp;Eliminados</translation>
    </message>
    <message>
        <source>Read a&amp;gain</source>
        <translation>&amp;Volver a leer</translation>
    </message>
    <message>
        <source>Export &amp;turns…</source>
        <translation>Exportar &amp;turnos…</translation>
    </message>
    <message>
        <source>Export p&amp;upils…</source>
        <translation>Exportar al&amp;umnos…</translation>
    </message>
    <message>
        <source>Class l&amp;ist…</source>
        <translation>Lista de cla&amp;se…</translation>
    </message>
    <message>
        <source>Everyone has played this week.</source>
        <translation>Todos han jugado esta semana.</translation>
    </message>
    <message>
        <source>The mistakes most of the class makes:</source>
        <translation>Los errores que comete la mayor parte de la clase:</translation>
    </message>
    <message>
        <source>No mistakes yet.</source>
        <translation>Todavía no hay errores.</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>No se omitió nada.</translation>
    </message>
    <message>
        <source>Not on the class list</source>
        <translation>No está en la lista de clase</translation>
    </message>
    <message>
        <source>Choose a pupil to see their progress.</source>
        <translation>Elige un alumno para ver su progreso.</translation>
    </message>
    <message>
        <source>%1: right first time, week by week</source>
        <translation>%1: bien a la primera, semana a semana</translation>
    </message>
    <message>
        <source>Mistakes by kind:</source>
        <translation>Errores por tipo:</translation>
    </message>
    <message>
        <source>Primes missed at the first try:</source>
        <translation>Primos olvidados en el primer intento:</translation>
    </message>
    <message>
        <source>Export every turn</source>
        <translation>Exportar todos los turnos</translation>
    </message>
    <message>
        <source>Export every pupil</source>
        <translation>Exportar todos los alumnos</translation>
    </message>
    <message>
        <source>Class turns.csv</source>
        <translation>Turnos de la clase.csv</translation>
    </message>
    <message>
        <source>Class pupils.csv</source>
        <translation>Alumnos de la clase.csv</translation>
    </message>
    <message>
        <source>Remove %1&apos;s records from the class?

Every turn %1 has played until now, on every computer, leaves the class view and the exports. Each computer&apos;s own Records keep them, and Bring back (on the Removed tab) undoes this.</source>
        <translation>¿Quitar de la clase los registros de %1?

Cada turno que %1 ha jugado hasta ahora, en cualquier ordenador, desaparece de la vista de la clase y de las exportaciones. Los registros propios de cada ordenador los guardan, y Recuperar (en la pestaña Eliminados) lo deshace.</translation>
    </message>
    <message>
        <source>Remove from the class</source>
        <translation>Quitar de la clase</translation>
    </message>
    <message>
        <source>Progress week by week</source>
        <translation>Progreso semana a semana</translation>
    </message>
    <message>
        <source>%1 has not played yet.</source>
        <translation>%1 todavía no ha jugado.</translation>
    </message>
    <message>
        <source>%1, week by week: </source>
        <translation>%1, semana a semana: </translation>
    </message>
    <message>
        <source>C&amp;lass</source>
        <translation>C&amp;lase</translation>
    </message>
    <message>
        <source>Class &amp;view…</source>
        <translation>&amp;Vista de la clase…</translation>
    </message>
    <message>
        <source>Class &amp;game…</source>
        <translation>&amp;Partida de clase…</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Lista de clase…</translation>
    </message>
    <message>
        <source>Class &amp;folder…</source>
        <translation>&amp;Carpeta de la clase…</translation>
    </message>
    <message>
        <source>Choose the class folder first.</source>
        <translation>Elige primero la carpeta de la clase.</translation>
    </message>
    <message>
        <source>That folder cannot be the class folder.</source>
        <translation>Esa carpeta no puede ser la carpeta de la clase.</translation>
    </message>
    <message>
        <source>This computer now writes to the class folder.</source>
        <translation>Este ordenador escribe ahora en la carpeta de la clase.</translation>
    </message>
    <message>
        <source>This computer has no class folder now.</source>
        <translation>Este ordenador ya no tiene carpeta de clase.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong inside Wild West, but your game is safe and you can keep playing.

If it happens again, please show your teacher. The details are in the log file (Help → About says where).</source>
        <translation>Algo ha fallado dentro de Wild West, pero tu partida está a salvo y puedes seguir jugando.

Si vuelve a pasar, avísale a tu profe. Los detalles están en el archivo de registro (Ayuda → Acerca de Wild West te dice dónde está).</translation>
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
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <source>deal files</source>
        <translation>archivos de reparto</translation>
    </message>
</context>
<context>
    <name>DivisibilityPage</name>
    <message>
        <source>Tu&amp;rn&apos;s number</source>
        <translation>Número del turn&amp;o</translation>
    </message>
    <message>
        <source>Test the number on the table</source>
        <translation>Aplica los criterios al número de la mesa</translation>
    </message>
    <message>
        <source>Chec&amp;ker&apos;s number</source>
        <translation>&amp;Número del comprobador</translation>
    </message>
    <message>
        <source>Test the number in the factor checker</source>
        <translation>Aplica los criterios al número del comprobador de factores</translation>
    </message>
    <message>
        <source>Sh&amp;ow the rules</source>
        <translation>Mostrar las re&amp;glas</translation>
    </message>
    <message>
        <source>Show each rule under its test</source>
        <translation>Muestra cada regla debajo de su criterio</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>todavía no hay número</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Criterios de divisibilidad</translation>
    </message>
    <message>
        <source>Type a number in the Factor tab.</source>
        <translation>Escribe un número en la pestaña Factores.</translation>
    </message>
    <message>
        <source>Draw a card, or test the checker&apos;s number.</source>
        <translation>Saca cartas o usa el número del comprobador.</translation>
    </message>
    <message>
        <source>Quick divisibility tests. %1</source>
        <translation>Criterios de divisibilidad. %1</translation>
    </message>
    <message>
        <source>Quick divisibility tests for %1</source>
        <translation>Criterios de divisibilidad para %1</translation>
    </message>
    <message>
        <source>divides</source>
        <translation>lo divide</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>no lo divide</translation>
    </message>
    <message>
        <source>The test for %1: %2.</source>
        <translation>El criterio del %1: %2.</translation>
    </message>
    <message>
        <source>Rule: %1.</source>
        <translation>Regla: %1.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Type the factors, like 2 × 3 × 5</source>
        <translation>Escribe los factores, por ejemplo 2 × 3 × 5</translation>
    </message>
    <message>
        <source>Type the factors, like 2 × 3 × 5 (or &quot;none&quot; for 0 and 1)</source>
        <translation>Escribe los factores, por ejemplo 2 × 3 × 5 (o &quot;ninguno&quot; para 0 y 1)</translation>
    </message>
    <message>
        <source>That number is far too big: numbers in this game have at most 4 digits</source>
        <translation>Ese número es demasiado grande: en este juego los números tienen como mucho 4 cifras</translation>
    </message>
    <message>
        <source>That answer is too long: a number in this game has at most 13 prime factors</source>
        <translation>Esa respuesta es demasiado larga: un número de este juego tiene como mucho 13 factores primos</translation>
    </message>
    <message>
        <source>%1^ needs a power after the ^, like %1^2</source>
        <translation>Detrás de %1^ falta el exponente, por ejemplo %1^2</translation>
    </message>
    <message>
        <source>The answer ends with %1: is a factor missing?</source>
        <translation>La respuesta termina en %1: ¿falta un factor?</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2³</source>
        <translation>Pon un solo exponente a cada factor, por ejemplo 2³</translation>
    </message>
    <message>
        <source>%1 is a power: put it after a number, like 2%1</source>
        <translation>%1 es un exponente: ponlo detrás de un número, por ejemplo 2%1</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2^3</source>
        <translation>Pon un solo exponente a cada factor, por ejemplo 2^3</translation>
    </message>
    <message>
        <source>^ needs a number before it, like 2^3</source>
        <translation>Delante de ^ tiene que haber un número, por ejemplo 2^3</translation>
    </message>
    <message>
        <source>The answer starts with %1: type a number first</source>
        <translation>La respuesta empieza por %1: escribe primero un número</translation>
    </message>
    <message>
        <source>There are two %1 signs in a row: is a number missing?</source>
        <translation>Hay dos signos %1 seguidos: ¿falta un número?</translation>
    </message>
    <message>
        <source>%1 is too big to be a factor: numbers in this game have at most 4 digits</source>
        <translation>%1 es demasiado grande para ser un factor: en este juego los números tienen como mucho 4 cifras</translation>
    </message>
    <message>
        <source>That is too many factors: a number up to 9 999 has at most 13</source>
        <translation>Son demasiados factores: un número hasta 9 999 tiene como mucho 13</translation>
    </message>
    <message>
        <source>%1 is 1, which is not a prime factor: leave it out</source>
        <translation>%1 es 1, que no es un factor primo: quítalo</translation>
    </message>
    <message>
        <source>%1 is far too big: numbers in this game have at most 4 digits, so no power above %2 is needed</source>
        <translation>%1 es demasiado grande: en este juego los números tienen como mucho 4 cifras, así que no hace falta ningún exponente mayor que %2</translation>
    </message>
    <message>
        <source>If the number is prime, type the number itself as its only factor</source>
        <translation>Si el número es primo, escribe el propio número como único factor</translation>
    </message>
    <message>
        <source>Only numbers and × can be used: &quot;%1&quot; is not a number (type &quot;none&quot; for 0 and 1)</source>
        <translation>Solo puedes usar números y ×: &quot;%1&quot; no es un número (escribe &quot;ninguno&quot; para 0 y 1)</translation>
    </message>
    <message>
        <source>Factors are never negative: use %1, not -%1</source>
        <translation>Los factores nunca son negativos: usa %1, no -%1</translation>
    </message>
    <message>
        <source>%1 is not a whole number: prime factors are whole numbers</source>
        <translation>%1 no es un número entero: los factores primos son números enteros</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors: they are multiplied, not added</source>
        <translation>Pon × (o x o *) entre los factores: se multiplican, no se suman</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors, not -</source>
        <translation>Pon × (o x o *) entre los factores, no -</translation>
    </message>
    <message>
        <source>Type the factors multiplied together, like 2 × 3 × 5, not divided</source>
        <translation>Escribe los factores multiplicados, por ejemplo 2 × 3 × 5, no divididos</translation>
    </message>
    <message>
        <source>Type just the factors, without =, like 2 × 3 × 5</source>
        <translation>Escribe solo los factores, sin =, por ejemplo 2 × 3 × 5</translation>
    </message>
    <message>
        <source>No brackets needed: type the factors like 2^2 × 3</source>
        <translation>No hacen falta paréntesis: escribe los factores así: 2^2 × 3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a digit we can read: use the digits 0 to 9</source>
        <translation>&quot;%1&quot; no es una cifra que se pueda leer: usa las cifras del 0 al 9</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used in an answer: type the factors like 2 × 3 × 5</source>
        <translation>&quot;%1&quot; no se puede usar en una respuesta: escribe los factores así: 2 × 3 × 5</translation>
    </message>
    <message>
        <source>%1 does not divide %2</source>
        <translation>%1 no divide a %2</translation>
    </message>
    <message>
        <source>%1 is a prime factor of %2</source>
        <translation>%1 es un factor primo de %2</translation>
    </message>
    <message>
        <source>%1 divides %2 more than %3: a repeated %1 is missing</source>
        <translation>%1 divide a %2 más de %3: falta repetir el %1</translation>
    </message>
    <message>
        <source>%1 does not divide %2, and %1 is not prime either</source>
        <translation>%1 no divide a %2, y además %1 no es primo</translation>
    </message>
    <message>
        <source>%1 appears too often: %2 does not divide %3</source>
        <translation>%1 aparece demasiadas veces: %2 no divide a %3</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>dos veces</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 veces</translation>
    </message>
    <message>
        <source>Use only primes that divide %1</source>
        <translation>Usa solo primos que dividan a %1</translation>
    </message>
    <message>
        <source>Every factor must be a prime</source>
        <translation>Todos los factores tienen que ser primos</translation>
    </message>
    <message>
        <source>0 and 1 are not primes, so leave them out</source>
        <translation>0 y 1 no son primos, así que quítalos</translation>
    </message>
    <message>
        <source>%1 is not a prime, so leave it out</source>
        <translation>%1 no es primo, así que quítalo</translation>
    </message>
    <message>
        <source>Right: %1 has no prime factors</source>
        <translation>Correcto: %1 no tiene factores primos</translation>
    </message>
    <message>
        <source>%1. Type &quot;none&quot;.</source>
        <translation>%1. Escribe &quot;ninguno&quot;.</translation>
    </message>
    <message>
        <source>%1 has prime factors: only 0 and 1 have none</source>
        <translation>%1 sí tiene factores primos: solo 0 y 1 no tienen ninguno</translation>
    </message>
    <message>
        <source>Right: %1 is prime</source>
        <translation>Correcto: %1 es primo</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Correcto: %1 = %2</translation>
    </message>
    <message>
        <source>%1: a prime appears too often, and a factor is missing</source>
        <translation>%1: un primo aparece demasiadas veces y falta un factor</translation>
    </message>
    <message>
        <source>%1: a factor is missing</source>
        <translation>%1: falta un factor</translation>
    </message>
    <message>
        <source>%1: the product is too small, so a factor is missing</source>
        <translation>%1: el producto es demasiado pequeño, así que falta un factor</translation>
    </message>
    <message>
        <source>%1: the primes are right, but not how many times each one appears</source>
        <translation>%1: los primos están bien, pero no cuántas veces aparece cada uno</translation>
    </message>
    <message>
        <source>%1: that is too big, so there are too many factors</source>
        <translation>%1: eso es demasiado grande, así que sobran factores</translation>
    </message>
    <message>
        <source>%1: a repeated prime is missing</source>
        <translation>%1: falta un primo repetido</translation>
    </message>
    <message>
        <source>use only primes that divide %1</source>
        <translation>usa solo primos que dividan a %1</translation>
    </message>
    <message>
        <source>every factor must be a prime</source>
        <translation>todos los factores tienen que ser primos</translation>
    </message>
    <message>
        <source>Every factor must be a prime, and the smallest prime is 2</source>
        <translation>Todos los factores tienen que ser primos, y el primo más pequeño es el 2</translation>
    </message>
    <message>
        <source>: find primes that multiply to make %1</source>
        <translation>: busca primos que multiplicados den %1</translation>
    </message>
    <message>
        <source>%1 = %2, but %3</source>
        <translation>%1 = %2, pero %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 alone is not %2</source>
        <translation>%1 por sí solo no es %2</translation>
    </message>
    <message>
        <source>%1 is far more than %2</source>
        <translation>%1 es mucho más que %2</translation>
    </message>
    <message>
        <source>%1 = %2, not %3</source>
        <translation>%1 = %2, no %3</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 es primo</translation>
    </message>
    <message>
        <source>Try to make %1 by multiplying primes, like 2 × 3 or 5 × 7. Can you?</source>
        <translation>Intenta formar %1 multiplicando primos, como 2 × 3 o 5 × 7. ¿Puedes?</translation>
    </message>
    <message>
        <source>Every prime is 2 or more, so primes multiplied together always make 2 or more, never %1.</source>
        <translation>Todos los primos valen 2 o más, así que al multiplicar primos siempre sale 2 o más, nunca %1.</translation>
    </message>
    <message>
        <source>If a number cannot be made by multiplying primes, type &quot;none&quot;.</source>
        <translation>Si un número no se puede formar multiplicando primos, escribe &quot;ninguno&quot;.</translation>
    </message>
    <message>
        <source>You have typed all the prime factors of %1. Press Check.</source>
        <translation>Ya has escrito todos los factores primos de %1. Pulsa Comprobar.</translation>
    </message>
    <message>
        <source>Your right primes already make %1: take out the other numbers.</source>
        <translation>Tus primos correctos ya dan %1: quita los demás números.</translation>
    </message>
    <message>
        <source>Try %2: divide %1 by %2.</source>
        <translation>Prueba con %2: divide %1 entre %2.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3. Now find the primes of %3.</source>
        <translation>%1 ÷ %2 = %3. Ahora busca los primos de %3.</translation>
    </message>
    <message>
        <source>Divide %1 by %2. Is what is left prime?</source>
        <translation>Divide %1 entre %2. ¿Es primo lo que queda?</translation>
    </message>
    <message>
        <source>You have %1 so far. </source>
        <translation>De momento tienes %1. </translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left.</source>
        <translation>Divide %1 entre %2 y busca los primos de lo que queda.</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try the smallest primes on what is left, one by one.</source>
        <translation>Divide %1 entre %2 y luego prueba los primos más pequeños con lo que queda, uno a uno.</translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left. %3</source>
        <translation>Divide %1 entre %2 y busca los primos de lo que queda. %3</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try %3 on what is left.</source>
        <translation>Divide %1 entre %2 y luego prueba con %3 lo que queda.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0, 2, 4, 6 or 8, then %2 divides %1.</source>
        <translation>Mira la última cifra de %1. Si es 0, 2, 4, 6 u 8, entonces %2 divide a %1.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0 or 5, then %2 divides %1.</source>
        <translation>Mira la última cifra de %1. Si es 0 o 5, entonces %2 divide a %1.</translation>
    </message>
    <message>
        <source>Add up the digits of %1: %2. If %3 divides the total, %3 divides %1 too.</source>
        <translation>Suma las cifras de %1: %2. Si %3 divide a la suma, %3 también divide a %1.</translation>
    </message>
    <message>
        <source>%1. The next prime is %2, and %2 × %2 is more than %3, so you can stop trying. What does that tell you about %3?</source>
        <translation>%1. El siguiente primo es %2, y %2 × %2 es mayor que %3, así que puedes dejar de probar. ¿Qué te dice eso de %3?</translation>
    </message>
    <message>
        <source>Which primes divide %1? Try each prime up to %1.</source>
        <translation>¿Qué primos dividen a %1? Prueba cada primo hasta %1.</translation>
    </message>
    <message>
        <source>2 is even. Which prime divides every even number?</source>
        <translation>2 es par. ¿Qué primo divide a todos los números pares?</translation>
    </message>
    <message>
        <source>3 is odd, so 2 does not divide it.</source>
        <translation>3 es impar, así que 2 no lo divide.</translation>
    </message>
    <message>
        <source>2 and 3 do not divide 5.</source>
        <translation>Ni 2 ni 3 dividen a 5.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. Try the next prime.</source>
        <translation>%1 es impar, así que 2 no lo divide. Prueba con el primo siguiente.</translation>
    </message>
    <message>
        <source>%1 does not count here: %2 has no prime factors</source>
        <translation>%1 no cuenta aquí: %2 no tiene factores primos</translation>
    </message>
    <message>
        <source>%1 If not, try the next primes in turn.</source>
        <translation>%1 Si no, prueba los primos siguientes, uno tras otro.</translation>
    </message>
    <message>
        <source>If what is left ends in 0, 2, 4, 6 or 8, then %1 divides it.</source>
        <translation>Si lo que queda termina en 0, 2, 4, 6 u 8, entonces %1 lo divide.</translation>
    </message>
    <message>
        <source>If what is left ends in 0 or 5, then %1 divides it.</source>
        <translation>Si lo que queda termina en 0 o 5, entonces %1 lo divide.</translation>
    </message>
    <message>
        <source>Add up the digits of what is left: if %1 divides the total, %1 divides it.</source>
        <translation>Suma las cifras de lo que queda: si %1 divide a la suma, %1 lo divide.</translation>
    </message>
    <message>
        <source>Try the smallest primes on it first, then the next primes in turn.</source>
        <translation>Prueba primero los primos más pequeños y luego los siguientes, uno tras otro.</translation>
    </message>
    <message>
        <source>Try %2: %1 ÷ %2 is %3 with %4 left over, so %2 does not divide %1.</source>
        <translation>Prueba con %2: %1 ÷ %2 da %3 y sobran %4, así que %2 no divide a %1.</translation>
    </message>
    <message>
        <source>Start with the smallest primes: does 2, 3 or 5 divide %1?</source>
        <translation>Empieza por los primos más pequeños: ¿divide 2, 3 o 5 a %1?</translation>
    </message>
    <message>
        <source>Start with the smallest primes. Is %1 even? Does 3 divide the total of its digits? Does it end in 0 or 5?</source>
        <translation>Empieza por los primos más pequeños. ¿Es %1 par? ¿Divide 3 a la suma de sus cifras? ¿Termina en 0 o en 5?</translation>
    </message>
    <message>
        <source>3 does not divide it.</source>
        <translation>3 no lo divide.</translation>
    </message>
    <message>
        <source>Its digits add up to %1, so 3 does not divide it.</source>
        <translation>Sus cifras suman %1, así que 3 no lo divide.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. %2 It does not end in 0 or 5, so 5 does not divide it.</source>
        <translation>%1 es impar, así que 2 no lo divide. %2 No termina en 0 ni en 5, así que 5 no lo divide.</translation>
    </message>
    <message>
        <source>Only 1 and %1 divide %1. What does that tell you about %1?</source>
        <translation>Solo 1 y %1 dividen a %1. ¿Qué te dice eso de %1?</translation>
    </message>
    <message>
        <source>%1 and %2 do not divide %3</source>
        <translation>%1 y %2 no dividen a %3</translation>
    </message>
    <message>
        <source>None of the primes from 2 to %1 divides %2</source>
        <translation>Ninguno de los primos del 2 al %1 divide a %2</translation>
    </message>
    <message>
        <source>the last digit is even (0, 2, 4, 6 or 8)</source>
        <translation>la última cifra es par (0, 2, 4, 6 u 8)</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 3</source>
        <translation>la suma de sus cifras es múltiplo de 3</translation>
    </message>
    <message>
        <source>the number made by the last two digits is a multiple of 4</source>
        <translation>el número que forman las dos últimas cifras es múltiplo de 4</translation>
    </message>
    <message>
        <source>the last digit is 0 or 5</source>
        <translation>la última cifra es 0 o 5</translation>
    </message>
    <message>
        <source>it passes the tests for both 2 and 3</source>
        <translation>cumple los criterios del 2 y del 3</translation>
    </message>
    <message>
        <source>the number made by the last three digits is a multiple of 8</source>
        <translation>el número que forman las tres últimas cifras es múltiplo de 8</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 9</source>
        <translation>la suma de sus cifras es múltiplo de 9</translation>
    </message>
    <message>
        <source>the last digit is 0</source>
        <translation>la última cifra es 0</translation>
    </message>
    <message>
        <source>the digits, added and subtracted in turn from the right, give a multiple of 11</source>
        <translation>si sumas y restas sus cifras alternando, empezando por la derecha, sale un múltiplo de 11</translation>
    </message>
    <message>
        <source>so %1 divides %2</source>
        <translation>así que %1 divide a %2</translation>
    </message>
    <message>
        <source>so %1 does not divide %2</source>
        <translation>así que %1 no divide a %2</translation>
    </message>
    <message>
        <source>a multiple</source>
        <translation>es múltiplo</translation>
    </message>
    <message>
        <source>not a multiple</source>
        <translation>no es múltiplo</translation>
    </message>
    <message>
        <source>%1 is %2 of %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3, %4</source>
        <translation>%1, que %2 de %3; %4</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>the last %1 digits make %2, %3 of %4, %5</source>
        <translation>las últimas %1 cifras forman %2, que %3 de %4; %5</translation>
    </message>
    <message>
        <source>%1, %2 of 11, %3</source>
        <translation>%1, que %2 de 11; %3</translation>
    </message>
    <message>
        <source>0 = %1 × 0, so %1 divides 0</source>
        <translation>0 = %1 × 0, así que %1 divide a 0</translation>
    </message>
    <message>
        <source>an even</source>
        <translation>par</translation>
    </message>
    <message>
        <source>an odd</source>
        <translation>impar</translation>
    </message>
    <message>
        <source>%1 ends in %2, %3 digit, %4</source>
        <translation>%1 termina en %2, una cifra %3; %4</translation>
    </message>
    <message>
        <source>, not 0 or 5</source>
        <translation>, no en 0 ni en 5</translation>
    </message>
    <message>
        <source>%1 ends in %2%3, %4</source>
        <translation>%1 termina en %2%3; %4</translation>
    </message>
    <message>
        <source>, not 0</source>
        <translation>, no en 0</translation>
    </message>
    <message>
        <source>both 2 and 3 divide %1</source>
        <translation>2 y 3 dividen a %1</translation>
    </message>
    <message>
        <source>2 divides %1 but 3 does not</source>
        <translation>2 divide a %1, pero 3 no</translation>
    </message>
    <message>
        <source>3 divides %1 but 2 does not</source>
        <translation>3 divide a %1, pero 2 no</translation>
    </message>
    <message>
        <source>neither 2 nor 3 divides %1</source>
        <translation>ni 2 ni 3 dividen a %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 is not a prime: the smallest prime is 2.</source>
        <translation>%1 no es primo: el primo más pequeño es el 2.</translation>
    </message>
    <message>
        <source>%1 is bigger than %2, so it cannot divide %2: try a prime up to %2.</source>
        <translation>%1 es mayor que %2, así que no puede dividir a %2: prueba un primo hasta %2.</translation>
    </message>
    <message>
        <source>You have tried %1 already: it does not divide %2. Try another prime.</source>
        <translation>Ya has probado con %1: no divide a %2. Prueba con otro primo.</translation>
    </message>
    <message>
        <source>Yes: %1 divides %2. Now work out %2 ÷ %1.</source>
        <translation>Sí: %1 divide a %2. Ahora calcula %2 ÷ %1.</translation>
    </message>
    <message>
        <source>%1 does not divide %2: %2 ÷ %1 is %3 with %4 left over.</source>
        <translation>%1 no divide a %2: %2 ÷ %1 da %3 con resto %4.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 is smaller than %1: try a smaller number.</source>
        <translation>%1 ÷ %2 es menor que %1: prueba con un número más pequeño.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a bigger number.</source>
        <translation>%1 × %2 = %3, no %4: prueba con un número mayor.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a smaller number.</source>
        <translation>%1 × %2 = %3, no %4: prueba con un número menor.</translation>
    </message>
    <message>
        <source>First find a prime that divides %1: try a prime on it.</source>
        <translation>Primero busca un primo que divida a %1: prueba con un primo.</translation>
    </message>
    <message>
        <source>No: %1 is not prime, so a prime up to %2 divides it. Try the primes you have not tried yet.</source>
        <translation>No: %1 no es primo, así que lo divide algún primo hasta %2. Prueba los primos que aún no has probado.</translation>
    </message>
    <message>
        <source>%1 What does that tell you about %2?</source>
        <translation>%1 ¿Qué te dice eso de %2?</translation>
    </message>
    <message>
        <source>First write %1 ÷ %2 underneath: what is it?</source>
        <translation>Primero escribe debajo %1 ÷ %2: ¿cuánto da?</translation>
    </message>
    <message>
        <source>The ladder is finished: 0 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>La escalera está terminada: 0 no tiene factores primos, así que la respuesta es &quot;ninguno&quot;.</translation>
    </message>
    <message>
        <source>The ladder is finished: 1 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>La escalera está terminada: 1 no tiene factores primos, así que la respuesta es &quot;ninguno&quot;.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>La escalera está terminada: %1 es primo.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>La escalera está terminada: %1 = %2.</translation>
    </message>
    <message>
        <source>Right: %1 is prime.</source>
        <translation>Correcto: %1 es primo.</translation>
    </message>
    <message>
        <source>Right: %1 ÷ %2 = %3.</source>
        <translation>Correcto: %1 ÷ %2 = %3.</translation>
    </message>
    <message>
        <source> Now go on with %1.</source>
        <translation> Ahora sigue con %1.</translation>
    </message>
    <message>
        <source>No prime up to %1 divides %2, and the next prime, %3, is too big: %3 × %3 is more than %2.</source>
        <translation>Ningún primo hasta %1 divide a %2, y el siguiente primo, %3, es demasiado grande: %3 × %3 es mayor que %2.</translation>
    </message>
    <message>
        <source>%1. Try a prime instead.</source>
        <translation>%1. Prueba mejor con un primo.</translation>
    </message>
    <message>
        <source>like 2, 3 or 5</source>
        <translation>por ejemplo 2, 3 o 5</translation>
    </message>
    <message>
        <source>like 12</source>
        <translation>por ejemplo 12</translation>
    </message>
    <message>
        <source>Type a prime to try, %1.</source>
        <translation>Escribe un primo para probar, %1.</translation>
    </message>
    <message>
        <source>Type a number, %1.</source>
        <translation>Escribe un número, %1.</translation>
    </message>
    <message>
        <source>Negative numbers cannot be used here: type 0 or more.</source>
        <translation>Aquí no se pueden usar números negativos: escribe 0 o más.</translation>
    </message>
    <message>
        <source>That is far too long. %1</source>
        <translation>Es demasiado largo. %1</translation>
    </message>
    <message>
        <source>%1 is not a whole number. %2</source>
        <translation>%1 no es un número entero. %2</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 no es primo</translation>
    </message>
    <message>
        <source>%1 is not a prime: primes are whole numbers bigger than 1</source>
        <translation>%1 no es primo: los primos son números enteros mayores que 1</translation>
    </message>
    <message>
        <source>%1 is not prime: %1 = %2</source>
        <translation>%1 no es primo: %1 = %2</translation>
    </message>
    <message>
        <source>%1 is not prime: it is even, so it can still be split</source>
        <translation>%1 no es primo: es par, así que todavía se puede descomponer</translation>
    </message>
    <message>
        <source>%1 is not prime: it ends in 5, so it can still be split</source>
        <translation>%1 no es primo: termina en 5, así que todavía se puede descomponer</translation>
    </message>
    <message>
        <source>%1 is not prime: its digits add up to %2, so it can still be split</source>
        <translation>%1 no es primo: sus cifras suman %2, así que todavía se puede descomponer</translation>
    </message>
    <message>
        <source>%1 is not prime: two smaller numbers multiply to make it, so it can still be split</source>
        <translation>%1 no es primo: es el producto de dos números más pequeños, así que todavía se puede descomponer</translation>
    </message>
    <message>
        <source>%1 is not prime: a prime bigger than 5 divides it, so it can still be split</source>
        <translation>%1 no es primo: lo divide un primo mayor que 5, así que todavía se puede descomponer</translation>
    </message>
    <message>
        <source>0 has no prime factors: primes multiplied together never make 0</source>
        <translation>0 no tiene factores primos: al multiplicar primos nunca sale 0</translation>
    </message>
    <message>
        <source>1 has no prime factors: it is not a prime, and primes multiplied together never make 1</source>
        <translation>1 no tiene factores primos: no es primo, y al multiplicar primos nunca sale 1</translation>
    </message>
    <message>
        <source>Type a whole number, like 360</source>
        <translation>Escribe un número entero, por ejemplo 360</translation>
    </message>
    <message>
        <source>That is too long: type a whole number up to %1</source>
        <translation>Es demasiado largo: escribe un número entero hasta %1</translation>
    </message>
    <message>
        <source>%1 has no digits: type a whole number, like 360</source>
        <translation>%1 no tiene cifras: escribe un número entero, por ejemplo 360</translation>
    </message>
    <message>
        <source>%1 is not a whole number: type one without a point</source>
        <translation>%1 no es un número entero: escríbelo sin coma ni punto</translation>
    </message>
    <message>
        <source>%1 is not a digit: type a whole number with %2, like 360</source>
        <translation>%1 no es una cifra: escribe un número entero con %2, por ejemplo 360</translation>
    </message>
    <message>
        <source>the digits 0 to 9</source>
        <translation>las cifras del 0 al 9</translation>
    </message>
    <message>
        <source>Negative numbers have no prime factorisation: type 0 or more</source>
        <translation>Los números negativos no tienen descomposición en factores primos: escribe 0 o más</translation>
    </message>
    <message>
        <source>%1 is too big: the checker goes up to %2</source>
        <translation>%1 es demasiado grande: el comprobador llega hasta %2</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Jacks, Queens, Kings and jokers</source>
        <translation>jotas, reinas, reyes y comodines</translation>
    </message>
    <message>
        <source>Jacks, Queens and jokers</source>
        <translation>jotas, reinas y comodines</translation>
    </message>
    <message>
        <source>Jacks and jokers</source>
        <translation>jotas y comodines</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a card: %1 its rank (Ace, Two … King), %2 its suit (spades, hearts…)</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source> (digit %1)</source>
        <translation> (cifra %1)</translation>
    </message>
    <message>
        <source>%1 is not a card code: card codes are text like %2</source>
        <translation>%1 no es un código de carta: los códigos de carta son texto como %2</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank A 2-10 J Q K and a suit S H D C (like %2), or %3 for a joker</source>
        <translation>%1 no es un código de carta: usa un valor A 2-10 J Q K y un palo S H D C (como %2), o %3 para un comodín</translation>
    </message>
    <message>
        <source>The deal has %1 players but %2 seats</source>
        <translation>El reparto tiene %1 jugadores pero %2 puestos</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is empty</source>
        <translation>El nombre del jugador %1 está vacío</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is %2 characters long: a name can have at most %3</source>
        <translation>El nombre del jugador %1 tiene %2 caracteres: un nombre puede tener como mucho %3</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has half a character (%2) in it: a name must be plain text</source>
        <translation>El nombre del jugador %1 tiene medio carácter (%2): un nombre debe ser texto normal</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has a control character (%2) in it: a name must be plain text</source>
        <translation>El nombre del jugador %1 tiene un carácter de control (%2): un nombre debe ser texto normal</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of names, like %1</source>
        <translation>&quot;players&quot; debe ser una lista de nombres, como %1</translation>
    </message>
    <message>
        <source>A game has at most %1 players; this deal has %2</source>
        <translation>Una partida tiene como mucho %1 jugadores; este reparto tiene %2</translation>
    </message>
    <message>
        <source>The name %1 is used twice (players %2 and %3): every player needs a different name</source>
        <translation>El nombre %1 aparece dos veces (jugadores %2 y %3): cada jugador necesita un nombre distinto</translation>
    </message>
    <message>
        <source>A game needs at least %1 players; this deal has %2</source>
        <translation>Una partida necesita al menos %1 jugadores; este reparto tiene %2</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): every player needs a different name</source>
        <translation>Los nombres de los jugadores %1 y %2 parecen iguales (%3 y %4): cada jugador necesita un nombre distinto</translation>
    </message>
    <message>
        <source>%1 must be a list of card codes, like %2</source>
        <translation>%1 debe ser una lista de códigos de carta, como %2</translation>
    </message>
    <message>
        <source>%1 lists %2 cards; a deal can have at most %3 (%4 packs)</source>
        <translation>%1 tiene %2 cartas; un reparto puede tener como mucho %3 (%4 barajas)</translation>
    </message>
    <message>
        <source>%1, card %2: %3</source>
        <extracomment>where in a deal file: %1 the pile (face_pile, digit_pile), %2 the card&apos;s place in it, %3 what is wrong there</extracomment>
        <translation>%1, carta %2: %3</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a digit card; the face pile holds only J, Q, K and jokers</source>
        <translation>face_pile, carta %1: %2 es una carta de cifra; el montón de figuras solo lleva J, Q, K y comodines</translation>
    </message>
    <message>
        <source>digit_pile, card %1: %2 is a face card; the digit pile holds only A to 10</source>
        <translation>digit_pile, carta %1: %2 es una figura; el montón de cifras solo lleva de A a 10</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object, like %1</source>
        <translation>&quot;rules&quot; debe ser un objeto, como %1</translation>
    </message>
    <message>
        <source>Unknown rule %1: the rules are %2</source>
        <translation>Regla desconocida %1: las reglas son %2</translation>
    </message>
    <message>
        <source>Unknown face_cards value %1: it must be one of %2</source>
        <translation>Valor desconocido de face_cards %1: debe ser uno de %2</translation>
    </message>
    <message>
        <source>The rule %1 must be true or false, not %2</source>
        <translation>La regla %1 debe ser true o false, no %2</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a %3, but house rule face_cards %4 keeps only %5</source>
        <translation>face_pile, carta %1: %2 (%3) no vale: con la regla de la casa face_cards %4 solo hay %5</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2: that needs %3 packs, and a deal can have at most %4</source>
        <translation>El reparto tiene %1 copias de %2: eso necesita %3 barajas, y un reparto puede tener como mucho %4</translation>
    </message>
    <message>
        <source>&quot;packs&quot; must be a whole number from 1 to %1, not %2</source>
        <translation>&quot;packs&quot; debe ser un número entero de 1 a %1, no %2</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2, but with &quot;packs&quot;: %3 it can have %4</source>
        <translation>El reparto tiene %1 copias de %2, pero con &quot;packs&quot;: %3 puede tener %4</translation>
    </message>
    <message>
        <source>A deal must be a JSON object with %1</source>
        <translation>Un reparto debe ser un objeto JSON con %1</translation>
    </message>
    <message>
        <source>Unknown key %1 in the deal: the keys are %2</source>
        <translation>Clave desconocida %1 en el reparto: las claves son %2</translation>
    </message>
    <message>
        <source>The deal has no %1</source>
        <translation>Al reparto le falta %1</translation>
    </message>
    <message>
        <source>The deal file is not a text file (it is not UTF-8)</source>
        <translation>El archivo de reparto no es un archivo de texto (no está en UTF-8)</translation>
    </message>
    <message>
        <source>The deal file is empty</source>
        <translation>El archivo de reparto está vacío</translation>
    </message>
    <message>
        <source>The deal file is not valid JSON: %1 at line %2, column %3</source>
        <extracomment>%1 the JSON reader&apos;s own words (English), %2 the line, %3 the column</extracomment>
        <translation>El archivo de reparto no es JSON válido: %1 en la línea %2, columna %3</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it is nested far too deeply</source>
        <translation>El archivo de reparto no es un reparto: está anidado demasiado hondo</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it holds a number far too long</source>
        <translation>El archivo de reparto no es un reparto: tiene un número demasiado largo</translation>
    </message>
    <message>
        <source>%1 is a folder, not a deal file</source>
        <translation>%1 es una carpeta, no un archivo de reparto</translation>
    </message>
    <message>
        <source>%1 is not a deal file: it is not a regular file</source>
        <translation>%1 no es un archivo de reparto: no es un archivo normal</translation>
    </message>
    <message>
        <source>Cannot read the deal file %1: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (in the computer&apos;s language)</extracomment>
        <translation>No se puede leer el archivo de reparto %1: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a deal file (over %2 MB)</source>
        <translation>%1 es demasiado grande para ser un archivo de reparto (más de %2 MB)</translation>
    </message>
    <message>
        <source>A deal code is a whole number from 0 to %1</source>
        <translation>Un código de reparto es un número entero de 0 a %1</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code is a whole number written with the digits 0 to 9, like %2</source>
        <translation>%1 no es un código de reparto: un código de reparto es un número entero escrito con las cifras 0 a 9, como %2</translation>
    </message>
    <message>
        <source>A game has at most %1 players, not %2</source>
        <translation>Una partida tiene como mucho %1 jugadores, no %2</translation>
    </message>
    <message>
        <source>%1 players need %1 seats, not %2</source>
        <translation>%1 jugadores necesitan %1 puestos, no %2</translation>
    </message>
    <message>
        <source>packs must be a whole number of 1 or more</source>
        <translation>El número de barajas debe ser un número entero de 1 o más</translation>
    </message>
    <message>
        <source>A shuffled deal can have at most %1 packs, not %2</source>
        <translation>Un reparto barajado puede tener como mucho %1 barajas, no %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The digits are already down: factor the number first.</source>
        <translation>Las cifras ya están puestas: descompón primero el número.</translation>
    </message>
    <message>
        <source>Enter the cards first.</source>
        <translation>Introduce primero las cartas.</translation>
    </message>
    <message>
        <source>Draw the cards first.</source>
        <translation>Saca primero las cartas.</translation>
    </message>
    <message>
        <source>Hints are only for Practice mode.</source>
        <translation>Las pistas son solo para el modo Práctica.</translation>
    </message>
    <message>
        <source>No more hints: press Give up to see the answer.</source>
        <translation>No hay más pistas: pulsa Me rindo para ver la respuesta.</translation>
    </message>
    <message>
        <source>That answer is too long: type at most %1 characters.</source>
        <translation>Esa respuesta es demasiado larga: escribe como mucho %1 caracteres.</translation>
    </message>
    <message>
        <source>You have tried %1 times: press Give up to see the answer.</source>
        <translation>Lo has intentado %1 veces: pulsa Me rindo para ver la respuesta.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives one answer, with no hints.</source>
        <translation>%1 es un jugador de la computadora y da una sola respuesta, sin pistas.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives its own answer.</source>
        <translation>%1 es un jugador de la computadora y da su propia respuesta.</translation>
    </message>
    <message>
        <source>The game is not waiting for an answer.</source>
        <translation>La partida no está esperando una respuesta.</translation>
    </message>
    <message>
        <source>%1 is not a computer player.</source>
        <translation>%1 no es un jugador de la computadora.</translation>
    </message>
    <message>
        <source>In a game with real cards, show the app the cards you turned over.</source>
        <translation>En una partida con cartas de verdad, enseña a la aplicación las cartas que has dado la vuelta.</translation>
    </message>
    <message>
        <source>This game deals its own cards: press Draw.</source>
        <translation>Esta partida reparte sus propias cartas: pulsa Sacar.</translation>
    </message>
    <message>
        <source>Computer players can&apos;t turn over real cards: make every seat a person, or shuffle a deal.</source>
        <translation>Los jugadores de la computadora no pueden dar la vuelta a cartas de verdad: pon una persona en cada puesto, o baraja un reparto.</translation>
    </message>
    <message>
        <source>A game with real cards starts with no cards entered</source>
        <translation>Una partida con cartas de verdad empieza sin cartas introducidas</translation>
    </message>
    <message>
        <source>That is too long: a turn has at most %1 cards (at most %2 characters)</source>
        <translation>Es demasiado largo: un turno tiene como mucho %1 cartas (como mucho %2 caracteres)</translation>
    </message>
    <message>
        <source>That is %1 cards: a turn has at most %2 (a King and its 4 digits)</source>
        <translation>Son %1 cartas: un turno tiene como mucho %2 (un rey y sus 4 cifras)</translation>
    </message>
    <message>
        <source>%1 is a digit card: the first card is the face card (a Jack, Queen, King or joker).</source>
        <translation>%1 es una carta de cifra: la primera carta es la figura (una jota, una reina, un rey o un comodín).</translation>
    </message>
    <message>
        <source>%1 is a %2, but this game is played with %3 only.</source>
        <translation>%1 (%2) no vale: esta partida se juega solo con %3.</translation>
    </message>
    <message>
        <source>%1 is a face card: after the face card come digit cards (Ace to 10).</source>
        <translation>%1 es una figura: después de la figura vienen las cartas de cifra (As a 10).</translation>
    </message>
    <message>
        <source>%1 asks for %2 digits; digit cards entered: %3.</source>
        <extracomment>%1 a face card (K♠, Joker), %2 how many digits it asks for (2 to 4), %3 how many digit cards were entered (0 to 4)</extracomment>
        <translation>%1 pide %2 cifras; cartas de cifra introducidas: %3.</translation>
    </message>
    <message>
        <source>There is no %1 left: every one the packs hold (%2) has been entered already.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many of it the game&apos;s packs hold</extracomment>
        <translation>No queda ningún %1: ya se han introducido todos los que tienen las barajas (%2).</translation>
    </message>
    <message>
        <source>This turn has %1 %2 times, but the packs have only %3 of it left.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many times this turn has it (2 or more), %3 how many are left in the game&apos;s packs (1 or more)</extracomment>
        <translation>Este turno tiene %2 veces %1, pero en las barajas solo quedan %3.</translation>
    </message>
    <message>
        <source>Only a game with real cards ends when the players run out of cards.</source>
        <translation>Solo una partida con cartas de verdad termina cuando a los jugadores se les acaban las cartas.</translation>
    </message>
    <message>
        <source>Finish this turn first: factor the number, or give up.</source>
        <translation>Termina primero este turno: descompón el número, o ríndete.</translation>
    </message>
    <message>
        <source>Nobody has had a turn yet: enter the first cards, or start a new game.</source>
        <translation>Nadie ha jugado todavía: introduce las primeras cartas, o empieza una partida nueva.</translation>
    </message>
    <message>
        <source>A computer player&apos;s level is one of %1</source>
        <translation>El nivel de un jugador de la computadora es uno de %1</translation>
    </message>
    <message>
        <source>Player %1 must be a name like %2, or a computer player like %3, not %4</source>
        <translation>El jugador %1 debe ser un nombre como %2, o un jugador de la computadora como %3, no %4</translation>
    </message>
    <message>
        <source>Player %1 has an unknown key %2: a computer player has %3 and %4, like %5</source>
        <translation>El jugador %1 tiene una clave desconocida %2: un jugador de la computadora tiene %3 y %4, como %5</translation>
    </message>
    <message>
        <source>Player %1 has no %2: a computer player is written %3</source>
        <translation>Al jugador %1 le falta %2: un jugador de la computadora se escribe %3</translation>
    </message>
    <message>
        <source>Player %1&apos;s name must be text, not %2</source>
        <translation>El nombre del jugador %1 debe ser texto, no %2</translation>
    </message>
    <message>
        <source>Player %1, %2, has an unknown level %3: a computer player&apos;s level is one of %4</source>
        <translation>El jugador %1, %2, tiene un nivel desconocido %3: el nivel de un jugador de la computadora es uno de %4</translation>
    </message>
    <message>
        <source>Choose from 0 to %1 computer players</source>
        <translation>Elige de 0 a %1 jugadores de la computadora</translation>
    </message>
</context>
<context>
    <name>FactorResult</name>
    <message>
        <source>Expanded: %1 = %2</source>
        <translation>Sin potencias: %1 = %2</translation>
    </message>
    <message>
        <source>Factor tree: %1</source>
        <translation>Árbol de factores: %1</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Wild West games (*.wwgame);;All files (*)</source>
        <translation>Partidas de Wild West (*.wwgame);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>Hojas de cálculo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Archivos de reparto (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir r&amp;eciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the &amp;cards as a deal file…</source>
        <translation>Guardar las car&amp;tas como archivo de reparto…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Imprimir hoja de puntos…</translation>
    </message>
    <message>
        <source>Print &amp;deal sheet…</source>
        <translation>Imprimir hoja de &amp;reparto…</translation>
    </message>
    <message>
        <source>Save sheet as P&amp;DF</source>
        <translation>Guardar hoja como P&amp;DF</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>Hoja de &amp;puntos…</translation>
    </message>
    <message>
        <source>&amp;Deal sheet with answer key…</source>
        <translation>Hoja de &amp;reparto con soluciones…</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>Regi&amp;stros…</translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation>E&amp;xportar registros…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Save the cards as a deal file</source>
        <translation>Guardar las cartas como archivo de reparto</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>%1.

The game you were playing is still here.</source>
        <translation>%1.

La partida que estabas jugando sigue aquí.</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Todavía no hay partidas guardadas</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <source>Deal sheet</source>
        <translation>Hoja de reparto</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>%1 — Wild West</source>
        <translation>%1 — Wild West</translation>
    </message>
    <message>
        <source>deal sheet</source>
        <translation>hoja de reparto</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>hoja de puntos</translation>
    </message>
    <message>
        <source>%1 - %2.pdf</source>
        <translation>%1 - %2.pdf</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Wild West records %1.csv</source>
        <translation>Registros de Wild West %1.csv</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Exportar registros</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the folder and the name together are too long for Windows (%1 characters; at most %2): choose a folder nearer the top of the drive</source>
        <translation>la carpeta y el nombre juntos son demasiado largos para Windows (%1 caracteres; como máximo %2): elige una carpeta más cerca de la raíz de la unidad</translation>
    </message>
    <message>
        <source>the name is too long (%1 bytes; at most %2)</source>
        <translation>el nombre es demasiado largo (%1 bytes; como mucho %2)</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation>es un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>ya hay una carpeta con ese nombre</translation>
    </message>
    <message>
        <source>something that is not a file (a pipe or a device) has that name</source>
        <translation>hay algo con ese nombre que no es un archivo (una tubería o un dispositivo)</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>the file cannot be created</source>
        <translation>no se puede crear el archivo</translation>
    </message>
    <message>
        <source>writing stopped part-way%1: disk full?</source>
        <translation>la escritura se detuvo a medias%1: ¿está lleno el disco?</translation>
    </message>
    <message>
        <source>writing failed%1: disk full?</source>
        <translation>no se ha podido escribir%1: ¿está lleno el disco?</translation>
    </message>
</context>
<context>
    <name>FrozenFirstColumnTable</name>
    <message>
        <source>Player names</source>
        <translation>Nombres de los jugadores</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Pick the face card you turned over first.</source>
        <translation>Primero elige la figura que salió.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Primero empieza una partida.</translation>
    </message>
    <message>
        <source>Unknown mode %1</source>
        <translation>Modo desconocido: %1</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: computer players play by themselves.</source>
        <translation>Es el turno de %1: la computadora juega sola.</translation>
    </message>
    <message>
        <source>Your teacher has chosen the division ladder: climb it step by step.</source>
        <translation>Tu profe ha elegido la escalera de divisiones: súbela paso a paso.</translation>
    </message>
    <message>
        <source>There is no ladder to climb now: the ladder is for your own turn in Practice.</source>
        <translation>Ahora no hay ninguna escalera que subir: la escalera es para tu propio turno en Práctica.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Jugar &amp;otra vez</translation>
    </message>
    <message>
        <source>Same players, mode and rules; a new deal</source>
        <translation>Mismos jugadores, modo y reglas; reparto nuevo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>See the last &amp;turn</source>
        <translation>Ver el último &amp;turno</translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <source>The checker is locked while %1 answers (Challenge). It opens again when the turn is scored.</source>
        <translation>El comprobador está bloqueado mientras %1 responde (Desafío). Se vuelve a abrir cuando se puntúa el turno.</translation>
    </message>
    <message>
        <source>It opens again when the turn is scored.</source>
        <translation>Se vuelve a abrir cuando se puntúa el turno.</translation>
    </message>
    <message>
        <source>Look-up is locked while %1 answers (Challenge). The list still scrolls.</source>
        <translation>La búsqueda está bloqueada mientras %1 responde (Desafío). La lista se puede seguir desplazando.</translation>
    </message>
    <message>
        <source>The sieve is locked while %1 answers (Challenge). %2</source>
        <translation>La criba está bloqueada mientras %1 responde (Desafío). %2</translation>
    </message>
    <message>
        <source>The prime map is locked while %1 answers (Challenge). %2</source>
        <translation>El mapa de primos está bloqueado mientras %1 responde (Desafío). %2</translation>
    </message>
</context>
<context>
    <name>HundredSquare</name>
    <message>
        <source>Hundred square</source>
        <translation>Tabla del 1 al 100</translation>
    </message>
</context>
<context>
    <name>IndexFormView</name>
    <message>
        <source>Index form</source>
        <translation>Con potencias</translation>
    </message>
    <message>
        <source>Written out: %1 = %2</source>
        <translation>Sin potencias: %1 = %2</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: libre</translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation>%1: lo tiene %2</translation>
    </message>
    <message>
        <source>has no prime factors</source>
        <translation>no tiene factores primos</translation>
    </message>
    <message>
        <source>Who holds these primes:</source>
        <translation>Quién tiene estos primos:</translation>
    </message>
    <message>
        <source>Who holds it:</source>
        <translation>Quién lo tiene:</translation>
    </message>
</context>
<context>
    <name>Key</name>
    <message>
        <source>Start a game to see who holds which prime.</source>
        <translation>Empieza una partida para ver quién tiene cada primo.</translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message>
        <source>Check: %2 × your answer should make %1.</source>
        <extracomment>said after &quot;Yes: 2 divides 22. Now work out 22 ÷ 2.&quot;: %1 the rest (22), %2 the prime</extracomment>
        <translation>Comprueba: %2 × tu respuesta tiene que dar %1.</translation>
    </message>
    <message>
        <source>: %1 is prime</source>
        <translation>: %1 es primo</translation>
    </message>
    <message>
        <source>1: the foot of the ladder.</source>
        <translation>1: el pie de la escalera.</translation>
    </message>
    <message>
        <source>%1: tried %2.</source>
        <translation>%1: probados %2.</translation>
    </message>
    <message>
        <source>Division ladder for %1</source>
        <translation>Escalera de divisiones de %1</translation>
    </message>
    <message>
        <source>%1 has no prime factors: the ladder has nothing to divide.</source>
        <translation>%1 no tiene factores primos: la escalera no tiene nada que dividir.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>La escalera está terminada: %1 es primo.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>La escalera está terminada: %1 = %2.</translation>
    </message>
    <message>
        <source>Already ruled out: %1.</source>
        <translation>Ya descartados: %1.</translation>
    </message>
    <message>
        <source>Work out %1 ÷ %2. Check: %2 × your answer should make %1.</source>
        <translation>Calcula %1 ÷ %2. Comprueba: %2 × tu respuesta tiene que dar %1.</translation>
    </message>
    <message>
        <source>Try a prime on %1.</source>
        <translation>Prueba un primo con %1.</translation>
    </message>
    <message>
        <source> If no prime divides it, it is prime.</source>
        <translation> Si ningún primo lo divide, es primo.</translation>
    </message>
    <message>
        <source>climb the division ladder step by step</source>
        <translation>subir la escalera de divisiones paso a paso</translation>
    </message>
    <message>
        <source>type the factorisation</source>
        <translation>escribir la descomposición</translation>
    </message>
    <message>
        <source>Your teacher has chosen how you answer: %1.</source>
        <translation>Tu profe ha elegido cómo respondes: %1.</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Sube una escalera de divisiones paso a paso en lugar de escribir la descomposición</translation>
    </message>
    <message>
        <source>Climb the division ladder for %1, one step at a time.</source>
        <translation>Sube la escalera de divisiones de %1, paso a paso.</translation>
    </message>
</context>
<context>
    <name>LadderAnswer</name>
    <message>
        <source>Division ladder</source>
        <translation>Escalera de divisiones</translation>
    </message>
    <message>
        <source>Next step on the ladder</source>
        <translation>Siguiente paso de la escalera</translation>
    </message>
    <message>
        <source>Primes ruled out</source>
        <translation>Primos descartados</translation>
    </message>
    <message>
        <source>a prime, like 7</source>
        <translation>un primo, por ejemplo 7</translation>
    </message>
    <message>
        <source>Prime to try</source>
        <translation>Primo que quieres probar</translation>
    </message>
    <message>
        <source>Type a prime and press Enter to see if it divides what is left</source>
        <translation>Escribe un primo y pulsa Intro para ver si divide lo que queda</translation>
    </message>
    <message>
        <source>Tr&amp;y it</source>
        <translation>Pr&amp;obar</translation>
    </message>
    <message>
        <source>Try the prime you typed</source>
        <translation>Prueba el primo que has escrito</translation>
    </message>
    <message>
        <source>It is &amp;prime</source>
        <translation>Es p&amp;rimo</translation>
    </message>
    <message>
        <source>What is left is prime</source>
        <translation>Lo que queda es primo</translation>
    </message>
    <message>
        <source>Say that what is left is prime: no prime smaller than it divides it</source>
        <translation>Di que lo que queda es primo: ningún primo menor que él lo divide</translation>
    </message>
    <message>
        <source>Small primes:</source>
        <translation>Primos pequeños:</translation>
    </message>
    <message>
        <source>What is left after dividing</source>
        <translation>Lo que queda después de dividir</translation>
    </message>
    <message>
        <source>&amp;Write it</source>
        <translation>Escríbe&amp;lo</translation>
    </message>
    <message>
        <source>Write the answer of the division underneath</source>
        <translation>Escribe debajo el resultado de la división</translation>
    </message>
    <message>
        <source>%1 what?</source>
        <translation>%1 ¿cuánto da?</translation>
    </message>
    <message>
        <source>, tried: it does not divide</source>
        <translation>, probado: no lo divide</translation>
    </message>
    <message>
        <source>Try %1%2</source>
        <translation>Probar %1%2</translation>
    </message>
    <message>
        <source>%1 does not divide what is left</source>
        <translation>%1 no divide lo que queda</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Probar %1</translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>Division ladder</source>
        <translation>Escalera de divisiones</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>The computer&apos;s language (%1)</source>
        <translation>El idioma del sistema (%1)</translation>
    </message>
    <message>
        <source>A new language is used when Wild West starts again.</source>
        <translation>El nuevo idioma se usará cuando Wild West se vuelva a abrir.</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Fijado por tu escuela</translation>
    </message>
    <message>
        <source>Wild West will speak %1 the next time it starts.</source>
        <extracomment>%1 the name of a language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;)</extracomment>
        <translation>Wild West estará en %1 la próxima vez que se abra.</translation>
    </message>
</context>
<context>
    <name>LockedRules</name>
    <message>
        <source>The house rules the school has set on this computer apply to this game.</source>
        <translation>En esta partida se aplican las reglas opcionales que la escuela ha fijado en esta computadora.</translation>
    </message>
    <message>
        <source>This game is played in %1, as the school has set this computer.</source>
        <translation>Esta partida se juega en %1, como ha fijado la escuela en esta computadora.</translation>
    </message>
    <message>
        <source>its moves do not fit the house rules the school has set on this computer</source>
        <translation>sus jugadas no encajan con las reglas opcionales que la escuela ha fijado en esta computadora</translation>
    </message>
    <message>
        <source>it was played in %1 and the school has set this computer to %2</source>
        <translation>se jugó en %1 y la escuela ha fijado esta computadora en %2</translation>
    </message>
    <message>
        <source>This game starts again from the first turn, because %1. The file is unchanged.</source>
        <translation>Esta partida vuelve a empezar desde el primer turno, porque %1. El archivo no ha cambiado.</translation>
    </message>
    <message>
        <source>it is dealt with %1, but the school has set this computer to play with %2 only</source>
        <translation>se reparte con %1, pero la escuela ha configurado esta computadora para jugar solo con %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Follow the system</source>
        <translation>Igual que el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Más grande</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Proyector</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Step by step (press Next)</source>
        <translation>Paso a paso (pulsa Siguiente)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Historial de turnos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Jugar &amp;otra vez</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Sacar</translation>
    </message>
    <message>
        <source>&amp;Read the cards</source>
        <translation>Leer las &amp;cartas</translation>
    </message>
    <message>
        <source>&amp;Undo last turn…</source>
        <translation>&amp;Deshacer el último turno…</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards…</source>
        <translation>Se nos han aca&amp;bado las cartas…</translation>
    </message>
    <message>
        <source>&amp;Skip ahead</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Reset panels</source>
        <translation>&amp;Restablecer paneles</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Suit &amp;letters on cards</source>
        <translation>&amp;Letras del palo en las cartas</translation>
    </message>
    <message>
        <source>Fold the side panels for bigger &amp;cards</source>
        <translation>Plegar los paneles para a&amp;grandar las cartas</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Text si&amp;ze</source>
        <translation>Tamaño del te&amp;xto</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Velocidad de la co&amp;mputadora</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>I&amp;dioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprende a jugar</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About Wild West</source>
        <translation>A&amp;cerca de Wild West</translation>
    </message>
    <message>
        <source>Undo last turn</source>
        <translation>Deshacer el último turno</translation>
    </message>
    <message>
        <source>&amp;Undo it</source>
        <translation>&amp;Deshacerlo</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Mantenerlo</translation>
    </message>
    <message>
        <source>We&apos;re out of cards</source>
        <translation>Se nos han acabado las cartas</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>&amp;Terminar la partida</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Side panels &amp;drawer</source>
        <translation>&amp;Paneles laterales</translation>
    </message>
    <message>
        <source>Side panels</source>
        <extracomment>the menu bar&apos;s button that opens the folded side panels (scoreboard, turn log…)</extracomment>
        <translation>Paneles laterales</translation>
    </message>
    <message>
        <source>The scoreboard, the turn log and the prime reference, folded away so the cards are bigger. F6 opens and closes them.</source>
        <translation>El marcador, el historial de turnos y la consulta de primos, plegados para que las cartas se vean más grandes. F6 los abre y los cierra.</translation>
    </message>
    <message>
        <source>Side panels, open</source>
        <translation>Paneles laterales, abiertos</translation>
    </message>
    <message>
        <source>Side panels, closed</source>
        <translation>Paneles laterales, cerrados</translation>
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
        <translation>&amp;Zoom:</translation>
    </message>
    <message>
        <source>Point at a square, or click the map and use the arrow keys. Ctrl + mouse wheel, or + and −, zoom.</source>
        <translation>Señala una casilla, o haz clic en el mapa y usa las flechas. Ctrl + rueda del ratón, o + y −, para hacer zoom.</translation>
    </message>
    <message>
        <source>Zoom in to see who holds each prime:</source>
        <translation>Amplía para ver quién tiene cada primo:</translation>
    </message>
    <message>
        <source>Squares %1 pixels wide</source>
        <translation>Casillas de %1 píxeles de ancho</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Stop when a round can&apos;t go all the way round.</source>
        <translation>La partida termina cuando ya no quedan cartas para una ronda completa.</translation>
    </message>
    <message>
        <source>A player loses 1 point for each prime stolen from them.</source>
        <translation>Un jugador pierde 1 punto por cada primo que le roban.</translation>
    </message>
    <message>
        <source>No shuffle: you turn over real cards on the desk and show them to the app, which keeps the score.</source>
        <translation>Sin barajar: se da la vuelta a cartas de verdad en la mesa y se le enseñan a la app, que lleva la puntuación.</translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>&amp;Auto</source>
        <translation>Aut&amp;omático</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Práct&amp;ica</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>De&amp;safío</translation>
    </message>
    <message>
        <source>Back &amp;to the game</source>
        <translation>Volver a &amp;la partida</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>Deal the cards and start playing</source>
        <translation>Reparte las cartas y empieza a jugar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>How &amp;many:</source>
        <translation>&amp;Cuántos:</translation>
    </message>
    <message>
        <source>Play goes in this order. Blank names become Player 1, 2… Any seat may be a computer player; if every seat is, you watch the game.</source>
        <translation>Se juega en este orden. Los nombres vacíos pasan a ser Jugador 1, 2… Cualquier puesto puede ser de la computadora; si lo son todos, tú miras la partida.</translation>
    </message>
    <message>
        <source>Who factors the numbers?</source>
        <translation>¿Quién descompone los números?</translation>
    </message>
    <message>
        <source>Cards and house rules</source>
        <translation>Cartas y reglas opcionales</translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <source>Pac&amp;ks:</source>
        <translation>&amp;Barajas:</translation>
    </message>
    <message>
        <source>Face cards in the pack</source>
        <translation>Figuras de la baraja</translation>
    </message>
    <message>
        <source>Face car&amp;ds:</source>
        <translation>&amp;Figuras:</translation>
    </message>
    <message>
        <source>&amp;Equal turns</source>
        <translation>&amp;Turnos iguales</translation>
    </message>
    <message>
        <source>Steals &amp;cost points</source>
        <translation>Los robos &amp;restan puntos</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>Shuffle a &amp;new deal</source>
        <translation>Barajar un reparto &amp;nuevo</translation>
    </message>
    <message>
        <source>Deal c&amp;ode:</source>
        <translation>Có&amp;digo de reparto:</translation>
    </message>
    <message>
        <source>Everyone who types the same deal code gets the same cards</source>
        <translation>Todos los que escriban el mismo código de reparto reciben las mismas cartas</translation>
    </message>
    <message>
        <source>e.g. 4821</source>
        <translation>p. ej. 4821</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Código de reparto</translation>
    </message>
    <message>
        <source>Deal f&amp;ile:</source>
        <translation>Arc&amp;hivo de reparto:</translation>
    </message>
    <message>
        <source>Deal file</source>
        <translation>Archivo de reparto</translation>
    </message>
    <message>
        <source>a .json file</source>
        <translation>un archivo .json</translation>
    </message>
    <message>
        <source>A deal file names its own players and cards</source>
        <translation>Un archivo de reparto trae sus propios jugadores y cartas</translation>
    </message>
    <message>
        <source>We play with &amp;real cards</source>
        <translation>Ju&amp;gamos con cartas de verdad</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Choose a deal file</source>
        <translation>Elige un archivo de reparto</translation>
    </message>
    <message>
        <source>Type your name, or press Down to pick it from the class list</source>
        <translation>Escribe tu nombre o pulsa la flecha abajo para elegirlo de la lista de clase</translation>
    </message>
    <message>
        <source>Learn to pla&amp;y</source>
        <extracomment>the button that starts the guided game (Alt+R is real cards)</extracomment>
        <translation>A&amp;prende a jugar</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Fijado por tu escuela</translation>
    </message>
    <message>
        <source> (set by your school)</source>
        <translation> (fijado por tu escuela)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Archivos de reparto (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>Numbered</name>
    <message>
        <source>the folder %1 cannot be made (%2)</source>
        <translation>no se puede crear la carpeta %1 (%2)</translation>
    </message>
    <message>
        <source>there are already %1 %2 with that name</source>
        <translation>ya hay %1 %2 con ese nombre</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
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
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
</context>
<context>
    <name>PlayerKey</name>
    <message>
        <source>%1 marks the primes of the last number</source>
        <translation>%1 marca los primos del último número</translation>
    </message>
    <message>
        <source>a prime of %1</source>
        <translation>un primo de %1</translation>
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
        <translation>%1 (primo)</translation>
    </message>
    <message>
        <source>Joker: no suit, ×1</source>
        <translation>Comodín: sin palo, ×1</translation>
    </message>
    <message>
        <source>No suit matches: ×1</source>
        <translation>Ningún palo coincide: ×1</translation>
    </message>
    <message numerus="yes">
        <source>%n suit match(es): ×%1</source>
        <extracomment>%n suit matches make the turn&apos;s points worth %1 times as much (×2, ×3…)</extracomment>
        <translation>
            <numerusform>%n coincidencia: ×%1</numerusform>
            <numerusform>%n coincidencias: ×%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, asks for %2 digits</source>
        <extracomment>the face card on the table, for screen readers: &quot;King of spades, asks for 4 digits&quot;</extracomment>
        <translation>%1, pide %2 cifras</translation>
    </message>
    <message>
        <source>%1, matches</source>
        <extracomment>a digit card whose suit is the face card&apos;s: &quot;Three of spades, matches&quot;</extracomment>
        <translation>%1, coincide</translation>
    </message>
    <message>
        <source>The number is %1</source>
        <translation>El número es %1</translation>
    </message>
    <message>
        <source>%1: times %2</source>
        <extracomment>the multiplier for screen readers: &quot;3 suit matches: times 4&quot;</extracomment>
        <translation>%1: por %2</translation>
    </message>
    <message>
        <source>%1 turned over the %2, asking for %3 digits: %4. The number is %5.</source>
        <translation>Figura de %1: %2, que pide %3 cifras: %4. El número es %5.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n point(s)</source>
        <translation>
            <numerusform>%1 %n punto</numerusform>
            <numerusform>%1 %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered %2.</source>
        <translation>%1 respondió %2.</translation>
    </message>
    <message>
        <source>%1 = %2 has no prime factors, so it scores nothing.</source>
        <translation>%1 = %2 no tiene factores primos, así que no suma nada.</translation>
    </message>
    <message>
        <source>No primes claimed: the answer was shown.</source>
        <translation>No se gana ningún primo: se mostró la respuesta.</translation>
    </message>
    <message>
        <source>Claimed %1: +%2.</source>
        <translation>Se queda con %1: +%2.</translation>
    </message>
    <message>
        <source>STOLE %1 from %2: +%3.</source>
        <translation>ROBA %1 a %2: +%3.</translation>
    </message>
    <message>
        <source>Already had %1: counts again on a steal, +%2.</source>
        <translation>Ya tenía %1: cuenta otra vez por el robo, +%2.</translation>
    </message>
    <message>
        <source>Points: %1 × %2 = %3.</source>
        <translation>Puntos: %1 × %2 = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 se lleva %2</translation>
    </message>
    <message>
        <source>STEAL! %1 scores %2.</source>
        <translation>¡ROBO! %1 suma %2.</translation>
    </message>
    <message>
        <source>%1 scores %2.</source>
        <translation>%1 suma %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (was|were) not named, so nobody gets (it|them) this turn.</source>
        <extracomment>primes of the number the player did not name, %1 the primes: 3 and 47. Nobody scores them in this turn: a free one stays free, a held one stays with its holder</extracomment>
        <translation>
            <numerusform>%1 no se dijo, así que nadie se lo lleva en este turno.</numerusform>
            <numerusform>%1 no se dijeron, así que nadie se los lleva en este turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 said %2 is prime, but %2 = %3.</source>
        <translation>%1 dijo que %2 es primo, pero %2 = %3.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 = %3 and does not divide %4.</source>
        <translation>%1 dijo %2, pero %2 = %3 y no divide a %4.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 is bigger than %3, so it cannot divide it.</source>
        <translation>%1 dijo %2, pero %2 es mayor que %3, así que no puede dividirlo.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 does not divide %3: %3 ÷ %2 is %4 with %5 left over.</source>
        <translation>%1 dijo %2, pero %2 no divide a %3: %3 ÷ %2 da %4 y sobran %5.</translation>
    </message>
    <message>
        <source>%1 named %2 as a prime, but %2 is not a prime.</source>
        <translation>%1 dijo que %2 era primo, pero %2 no es primo.</translation>
    </message>
    <message>
        <source>%1 named %2, but %3 has no prime factors.</source>
        <translation>%1 dijo %2, pero %3 no tiene factores primos.</translation>
    </message>
    <message>
        <source>%1 wrote %2 %3, but %4 = %5.</source>
        <translation>%1 escribió el %2 %3, pero %4 = %5.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 es primo</translation>
    </message>
    <message>
        <source>%1 typed &quot;%2&quot;, but %3.</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>%1 escribió &quot;%2&quot;, pero %3.</translation>
    </message>
    <message>
        <source>%1 left out %2: %3 = %4.</source>
        <translation>A %1 le faltó %2: %3 = %4.</translation>
    </message>
    <message>
        <source>only once</source>
        <translation>solo una vez</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the player, %2 the primes they hold already: 3 and 5</extracomment>
        <translation>
            <numerusform>%1 ya tiene el %2, así que vale 0.</numerusform>
            <numerusform>%1 ya tiene los %2, así que valen 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (is|are) already held by %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the primes: 3 and 5, %2 the player holding them</extracomment>
        <translation>
            <numerusform>%1 ya es de %2, así que vale 0.</numerusform>
            <numerusform>%1 ya son de %2, así que valen 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>stole %1 from %2</source>
        <translation>robó %1 a %2</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>se rindió</translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation>%1 intentos</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n pista</numerusform>
            <numerusform>%n pistas</numerusform>
        </translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>respuesta mostrada</translation>
    </message>
    <message>
        <source>STEAL</source>
        <extracomment>the turn log&apos;s note for a turn that stole primes</extracomment>
        <translation>ROBO</translation>
    </message>
    <message>
        <source>all suits match</source>
        <translation>todos los palos coinciden</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Factorisation</source>
        <translation>Descomposición</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primos</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n turn(s).</source>
        <translation>
            <numerusform>Cada jugador tiene %n turno.</numerusform>
            <numerusform>Cada jugador tiene %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player gets %1 or %2 turns (the first players get one more).</source>
        <translation>Cada jugador tiene %1 o %2 turnos (los primeros jugadores, uno más).</translation>
    </message>
    <message>
        <source>%1 has the most points (%2).</source>
        <translation>%1 tiene más puntos (%2).</translation>
    </message>
    <message>
        <source>Every face card in the packs has been played.</source>
        <translation>Ya se han jugado todas las figuras de las barajas.</translation>
    </message>
    <message>
        <source>The face pile is empty.</source>
        <translation>El montón de figuras está vacío.</translation>
    </message>
    <message>
        <source>The players ran out of cards.</source>
        <translation>A los jugadores se les acabaron las cartas.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>&amp;Enter cards</source>
        <translation>I&amp;ntroducir cartas</translation>
    </message>
    <message>
        <source>Hin&amp;t %1</source>
        <translation>Pis&amp;ta %1</translation>
    </message>
    <message>
        <source>No more hin&amp;ts</source>
        <translation>No hay más pis&amp;tas</translation>
    </message>
    <message>
        <source>kept %1</source>
        <extracomment>a steal&apos;s primes the player already held (&quot;kept 3, 5&quot;)</extracomment>
        <translation>conservó %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s) and none of them holds a prime, so they share the win.</source>
        <translation>
            <numerusform>%1 empatan a %n punto y ninguno tiene primos, así que comparten la victoria.</numerusform>
            <numerusform>%1 empatan a %n puntos y ninguno tiene primos, así que comparten la victoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s); %2 holds the largest prime, %3.</source>
        <translation>
            <numerusform>%1 empatan a %n punto; %2 tiene el primo más grande, el %3.</numerusform>
            <numerusform>%1 empatan a %n puntos; %2 tiene el primo más grande, el %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n face card(s) (is|are) left for %1 players, so the game ends here and everyone has had the same number of turns.</source>
        <translation>
            <numerusform>Solo queda %n figura para %1 jugadores, así que la partida termina aquí y todos han tenido los mismos turnos.</numerusform>
            <numerusform>Solo quedan %n figuras para %1 jugadores, así que la partida termina aquí y todos han tenido los mismos turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next face card, %1, asks for %2 digits but only %n (is|are) left, so it is not played.</source>
        <extracomment>%1 the face card, %2 the digits it asks for; the count is the digit cards left</extracomment>
        <translation>
            <numerusform>La siguiente figura, %1, pide %2 cifras, pero solo queda %n: no se juega.</numerusform>
            <numerusform>La siguiente figura, %1, pide %2 cifras, pero solo quedan %n: no se juega.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>¡%1 comparten la victoria!</translation>
    </message>
    <message>
        <source>Game over. %1 %2 Standings: %3.</source>
        <translation>Fin de la partida. %1 %2 Clasificación: %3.</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>Siguie&amp;nte turno</translation>
    </message>
    <message>
        <source>&amp;Next: check the answer</source>
        <translation>Siguie&amp;nte: comprobar la respuesta</translation>
    </message>
    <message>
        <source>Skip &amp;ahead (Esc)</source>
        <translation>Ir al &amp;final (Esc)</translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays next. Press Next turn to watch.</source>
        <translation>%1 (computadora, %2) juega ahora. Pulsa Siguiente turno para verlo.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing: watch what it does.</source>
        <translation>%1 (computadora, %2) está jugando: mira lo que hace.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2…</source>
        <translation>%1 está pensando en %2…</translation>
    </message>
    <message>
        <source> Is it right? Press Next to check it.</source>
        <translation> ¿Está bien? Pulsa Siguiente para comprobarlo.</translation>
    </message>
    <message>
        <source> Checking it…</source>
        <translation> Comprobando…</translation>
    </message>
    <message>
        <source>Play the computer player&apos;s next step</source>
        <translation>Jugar el siguiente paso de la computadora</translation>
    </message>
    <message>
        <source>Finish the computer player&apos;s step at once (Esc, or click the table)</source>
        <translation>Terminar ya el paso de la computadora (Esc, o haz clic en la mesa)</translation>
    </message>
    <message>
        <source>%1&apos;s turn (computer)</source>
        <translation>Turno de %1 (computadora)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>That was the last turn. Press See the results.</source>
        <translation>Ese fue el último turno. Pulsa Ver los resultados.</translation>
    </message>
    <message>
        <source>Show the app the cards you turned over (Ctrl+D)</source>
        <translation>Enséñale a la app las cartas que te salieron (Ctrl+D)</translation>
    </message>
    <message>
        <source>You will see the answer, and you claim no primes this turn.</source>
        <translation>Verás la respuesta y en este turno no ganas ningún primo.</translation>
    </message>
    <message>
        <source>A hint or another try may still get you there.</source>
        <translation>Una pista u otro intento todavía pueden llevarte a la respuesta.</translation>
    </message>
    <message>
        <source>Another try may still get you there.</source>
        <translation>Otro intento todavía puede llevarte a la respuesta.</translation>
    </message>
    <message>
        <source>%1 goes first. </source>
        <translation>Empieza %1. </translation>
    </message>
    <message>
        <source>%1&apos;s turn. </source>
        <translation>Turno de %1. </translation>
    </message>
    <message>
        <source>Turn over a face card and its digit cards, then press Enter cards.</source>
        <translation>Da la vuelta a una figura y a sus cartas numéricas, y luego pulsa Introducir cartas.</translation>
    </message>
    <message>
        <source>%1 goes first. Press Draw to turn over a face card.</source>
        <translation>Empieza %1. Pulsa Sacar para dar la vuelta a una figura.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card for %1.</source>
        <translation>Pulsa Sacar para dar la vuelta a una figura para %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Type the prime factors of %1 (like 2^2 × 3) and press Check.</source>
        <translation>Escribe los factores primos de %1 (por ejemplo 2^2 × 3) y pulsa Comprobar.</translation>
    </message>
    <message>
        <source> One try!</source>
        <translation> ¡Solo tienes un intento!</translation>
    </message>
    <message>
        <source>What are the prime factors of %1? (Type %2 if it has none.)</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>¿Cuáles son los factores primos de %1? (Escribe %2 si no tiene.)</translation>
    </message>
    <message>
        <source>Give up on %1?</source>
        <translation>¿Te rindes con el %1?</translation>
    </message>
    <message>
        <source>Last turn: %1 scored %2</source>
        <translation>Último turno: %1 sumó %2</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 sumó %2</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation>Empieza %1</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Todavía no hay ninguna partida.</translation>
    </message>
    <message>
        <source>Press Enter cards to start</source>
        <translation>Pulsa Introducir cartas para empezar</translation>
    </message>
    <message>
        <source>Press Draw to start</source>
        <translation>Pulsa Sacar para empezar</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n turno jugado</numerusform>
            <numerusform>%n turnos jugados</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Real cards</source>
        <translation>Cartas de verdad</translation>
    </message>
    <message>
        <source>The players turn over real cards and the app keeps score</source>
        <translation>Los jugadores dan la vuelta a cartas de verdad y la app lleva la puntuación</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>Modo %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Reparto personalizado</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Código de reparto: %1</translation>
    </message>
    <message>
        <source>Everyone who starts a game with this deal code and the same number of players gets the same cards</source>
        <translation>Todos los que empiecen una partida con este código de reparto y el mismo número de jugadores reciben las mismas cartas</translation>
    </message>
    <message>
        <source>deal %1 — %2</source>
        <translation>reparto %1 — %2</translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation>Todavía no:</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1, a computer player (%2), plays next: press Next.</source>
        <translation>%1 (computadora, %2) juega ahora: pulsa Siguiente.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2.</source>
        <translation>%1 está pensando en %2.</translation>
    </message>
    <message>
        <source> Press Next to check it.</source>
        <translation> Pulsa Siguiente para comprobarlo.</translation>
    </message>
    <message>
        <source>A game of Wild West for %1. %2</source>
        <translation>Una partida de Wild West para %1. %2</translation>
    </message>
</context>
<context>
    <name>PrimeList</name>
    <message>
        <source>Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000.</source>
        <extracomment>the search box reads these words in English and in the words given for &quot;starts with&quot;, &quot;ends with&quot; and the others in this file: use your language&apos;s words here</extracomment>
        <translation>Prueba con 97, 100-200, starts with 9 (empiezan por 9), ends with 7 (terminan en 7), contains 11 (contienen 11), under 50 (menores que 50) y over 9000 (mayores que 9000).</translation>
    </message>
    <message>
        <source>try 97, 100-200 or starts with 9</source>
        <translation>prueba con 97, 100-200 o empieza por 9</translation>
    </message>
    <message>
        <source>starts with|begins with</source>
        <extracomment>Words a pupil types in the prime list&apos;s search box, in the game&apos;s language (English always works as well). Each translation may give several ways to say it, split by &quot;|&quot;. search the prime list: &quot;starts with 9&quot; (other ways to say it after a |)</extracomment>
        <translation>empieza por|empieza con|comienza por</translation>
    </message>
    <message>
        <source>ends with|ends in</source>
        <extracomment>search the prime list: &quot;ends with 7&quot; (other ways to say it after a |)</extracomment>
        <translation>termina en|acaba en|termina con</translation>
    </message>
    <message>
        <source>contains|has</source>
        <extracomment>search the prime list: &quot;contains 11&quot; (other ways to say it after a |)</extracomment>
        <translation>contiene|tiene|con</translation>
    </message>
    <message>
        <source>under|below|less than</source>
        <extracomment>search the prime list: &quot;under 50&quot; (other ways to say it after a |)</extracomment>
        <translation>menos de|menor que|bajo</translation>
    </message>
    <message>
        <source>up to|at most</source>
        <extracomment>search the prime list: &quot;up to 50&quot; (other ways to say it after a |)</extracomment>
        <translation>hasta|como mucho</translation>
    </message>
    <message>
        <source>over|above|more than</source>
        <extracomment>search the prime list: &quot;over 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>más de|mayor que</translation>
    </message>
    <message>
        <source>at least|from</source>
        <extracomment>search the prime list: &quot;at least 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>al menos|desde|a partir de</translation>
    </message>
    <message>
        <source>to|and</source>
        <extracomment>search the prime list: the word between two numbers, &quot;100 to 200&quot; (others after a |)</extracomment>
        <translation>a|y|hasta</translation>
    </message>
    <message>
        <source>That is too long: %1.</source>
        <translation>Es demasiado largo: %1.</translation>
    </message>
    <message>
        <source>starting with %1</source>
        <translation>que empiezan por %1</translation>
    </message>
    <message>
        <source>ending in %1</source>
        <translation>que terminan en %1</translation>
    </message>
    <message>
        <source>containing %1</source>
        <translation>que contienen %1</translation>
    </message>
    <message>
        <source>%1 is a prime</source>
        <translation>%1 es primo</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 no es primo</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>del %1 al %2</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>menores que %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>mayores que %1</translation>
    </message>
    <message>
        <source>from %1 up</source>
        <translation>desde %1</translation>
    </message>
    <message>
        <source>No search like &quot;%1&quot;: %2.</source>
        <translation>No se puede buscar &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>All primes</source>
        <translation>Todos los primos</translation>
    </message>
    <message>
        <source>Free primes (nobody holds them)</source>
        <translation>Primos libres (no los tiene nadie)</translation>
    </message>
    <message>
        <source>Held primes</source>
        <translation>Primos con dueño</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Primos de %1</translation>
    </message>
    <message>
        <source>Primes of the last number</source>
        <translation>Primos del último número</translation>
    </message>
    <message>
        <source>No free primes</source>
        <translation>Ningún primo libre</translation>
    </message>
    <message>
        <source>No held primes</source>
        <translation>Ningún primo con dueño</translation>
    </message>
    <message>
        <source>No primes</source>
        <translation>Ningún primo</translation>
    </message>
    <message numerus="yes">
        <source>%n free prime(s)</source>
        <extracomment>%n is written with a space between thousands (&quot;1 229 primes&quot;)</extracomment>
        <translation>
            <numerusform>%n primo libre</numerusform>
            <numerusform>%n primos libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held prime(s)</source>
        <translation>
            <numerusform>%n primo con dueño</numerusform>
            <numerusform>%n primos con dueño</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prime(s)</source>
        <translation>
            <numerusform>%n primo</numerusform>
            <numerusform>%n primos</numerusform>
        </translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>of the last number</source>
        <translation>del último número</translation>
    </message>
</context>
<context>
    <name>PrimeListModel</name>
    <message>
        <source>%1: free</source>
        <translation>%1: libre</translation>
    </message>
    <message>
        <source>%1: held by %2 (%3)</source>
        <translation>%1: lo tiene %2 (%3)</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, un primo de %1</translation>
    </message>
</context>
<context>
    <name>PrimeListPage</name>
    <message>
        <source>97 or 100-200</source>
        <translation>97 o 100-200</translation>
    </message>
    <message>
        <source>Look up primes</source>
        <translation>Buscar primos</translation>
    </message>
    <message>
        <source>Loo&amp;k up:</source>
        <translation>Busca&amp;r:</translation>
    </message>
    <message>
        <source>Show which primes</source>
        <translation>Qué primos mostrar</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>M&amp;ostrar:</translation>
    </message>
    <message>
        <source>How many primes are shown</source>
        <translation>Cuántos primos se muestran</translation>
    </message>
    <message>
        <source> · keep typing…</source>
        <translation> · sigue escribiendo…</translation>
    </message>
</context>
<context>
    <name>PrimeListView</name>
    <message>
        <source>Primes up to 9 973</source>
        <translation>Primos hasta 9 973</translation>
    </message>
</context>
<context>
    <name>PrimeMap</name>
    <message>
        <source>Map of the numbers 1 to 10 000</source>
        <translation>Mapa de los números del 1 al 10 000</translation>
    </message>
    <message>
        <source>Arrow keys move, Page Up and Page Down jump ten rows, plus and minus zoom.</source>
        <translation>Las flechas mueven, Re Pág y Av Pág saltan diez filas, más y menos hacen zoom.</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, un primo de %1</translation>
    </message>
</context>
<context>
    <name>PrimePanel</name>
    <message>
        <source>Prime reference</source>
        <translation>Consulta de primos</translation>
    </message>
    <message>
        <source>Prime reference sections</source>
        <translation>Secciones de la consulta de primos</translation>
    </message>
    <message>
        <source>Pr&amp;imes</source>
        <translation>&amp;Primos</translation>
    </message>
    <message>
        <source>Every prime up to 9 973 and who holds it</source>
        <translation>Todos los primos hasta 9 973 y quién los tiene</translation>
    </message>
    <message>
        <source>F&amp;actor</source>
        <translation>&amp;Factores</translation>
    </message>
    <message>
        <source>The factor checker: ladder, tree and index form</source>
        <translation>El comprobador de factores: escalera, árbol y potencias</translation>
    </message>
    <message>
        <source>T&amp;ests</source>
        <translation>Cr&amp;iterios</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Criterios de divisibilidad</translation>
    </message>
    <message>
        <source>&amp;Sieve</source>
        <translation>Cri&amp;ba</translation>
    </message>
    <message>
        <source>The sieve of Eratosthenes on a hundred square</source>
        <translation>La criba de Eratóstenes en una tabla del 1 al 100</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>A map of 1 to 10 000 with the held primes</source>
        <translation>Un mapa del 1 al 10 000 con los primos que tiene cada jugador</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Primes held</source>
        <translation>Primos que tiene</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Number and its prime factors</source>
        <translation>Número y sus factores primos</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primos</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Turno a turno</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>a table&apos;s heading on the next page: &quot;Turn by turn (continued)&quot;</extracomment>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>No turns played yet.</source>
        <translation>Todavía no se ha jugado ningún turno.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game ends before the last %1 face and %2 digit cards (&lt;span class=&quot;unused&quot;&gt;shown in grey&lt;/span&gt;): they are not needed, but leave them at the bottom of the piles.&lt;/p&gt;</source>
        <extracomment>HTML, keep the tags: %1 face cards and %2 digit cards are left at the end</extracomment>
        <translation>&lt;p&gt;La partida termina antes de las últimas %1 figuras y %2 cartas numéricas (&lt;span class=&quot;unused&quot;&gt;en gris&lt;/span&gt;): no hacen falta, pero déjalas al fondo de los montones.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up the cards</source>
        <translation>Preparar las cartas</translation>
    </message>
    <message>
        <source>Sort the cards into two piles, face down, in the order below: card 1 on top. Ace = 1, Ten = 0. Players take turns in the order listed above.</source>
        <translation>Pon las cartas en dos montones, boca abajo, en el orden de abajo: la carta 1 arriba del todo. As = 1, diez = 0. Los jugadores juegan por turnos en el orden de la lista de arriba.</translation>
    </message>
    <message numerus="yes">
        <source>Face pile (%n cards)</source>
        <translation>
            <numerusform>Montón de figuras (%n carta)</numerusform>
            <numerusform>Montón de figuras (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Digit pile (%n cards)</source>
        <translation>
            <numerusform>Montón de números (%n carta)</numerusform>
            <numerusform>Montón de números (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>%1: what a game with correct factoring scores, and every turn of it. Turns marked in orange are steals.</source>
        <translation>%1: lo que puntúa una partida en la que todo se descompone bien, turno a turno. Los turnos en naranja son robos.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Wild West — page %1 of %2</source>
        <extracomment>the head of a printed page: %1 the page&apos;s number, %2 how many pages</extracomment>
        <translation>Wild West — página %1 de %2</translation>
    </message>
    <message>
        <source>Wild West — %1 — page %2 of %3</source>
        <extracomment>the head of a printed page: %1 which game (&quot;deal 4821&quot;), %2 the page&apos;s number, %3 how many pages</extracomment>
        <translation>Wild West — %1 — página %2 de %3</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 a file name, %2 why it could not be written</extracomment>
        <translation>No se ha podido escribir %1: %2</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> El archivo guardado antes no ha cambiado.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2%3</source>
        <extracomment>%1 a file name, %2 why it could not be written (&quot;writing failed: disk full?&quot;), %3 that the old file is unchanged, or nothing</extracomment>
        <translation>No se ha podido escribir %1: %2%3</translation>
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
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Start new</source>
        <translation>&amp;Empezar otra</translation>
    </message>
    <message>
        <source>Wild West was closed (or stopped) in the middle of this game. %1 goes on with it; %2 leaves it behind.</source>
        <extracomment>%1 the Resume button&apos;s words, %2 the other button&apos;s (Start new, Start the new game, Open game.wwgame): the text names both buttons as they read</extracomment>
        <translation>Wild West se cerró (o se detuvo) en mitad de esta partida. «%1» la continúa; «%2» la deja atrás.</translation>
    </message>
    <message>
        <source>Open anyway if that copy has stopped working. If it is still running, this copy plays normally but keeps no learning records.</source>
        <translation>Ábrelo de todos modos si esa copia ha dejado de funcionar. Si sigue abierta, esta copia funciona con normalidad, pero no guarda registros de aprendizaje.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Open anyway</source>
        <translation>&amp;Abrir de todos modos</translation>
    </message>
</context>
<context>
    <name>RealCards</name>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank %2 and a suit %3 (like %4), or %5 for a joker.</source>
        <extracomment>%1 what was typed, in quotes; %2 the ranks (A 2-10 J Q K, in the letters of CardCodes); %3 the suits&apos; letters; %4 two codes for examples; %5 the joker&apos;s code</extracomment>
        <translation>%1 no es un código de carta: usa un valor %2 y un palo %3 (como %4), o %5 para un comodín.</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n cifra</numerusform>
            <numerusform>%n cifras</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 asks for %2</source>
        <translation>%1 pide %2</translation>
    </message>
    <message>
        <source>Pick the face card you turned over: a Jack, Queen, King or joker.</source>
        <translation>Elige la figura que salió: una jota, una reina, un rey o un comodín.</translation>
    </message>
    <message>
        <source>Now pick the %1, from left to right.</source>
        <translation>Ahora elige %1, de izquierda a derecha.</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more digit(s), from left to right.</source>
        <translation>
            <numerusform>Elige %n cifra más, de izquierda a derecha.</numerusform>
            <numerusform>Elige %n cifras más, de izquierda a derecha.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the cards, then press Confirm.</source>
        <translation>Revisa las cartas y pulsa Confirmar.</translation>
    </message>
    <message>
        <source>not in this game (%1 only)</source>
        <translation>no está en esta partida (solo %1)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>no queda ninguna</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one suit in the card codes hint: %1 the letters typed for it (CardCodes), %2 its name</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Type a rank (%1), then a suit: %2 (or %3). %4 is the %5, %6 a joker.</source>
        <extracomment>under the card codes box: %1 the ranks&apos; letters, %2 each suit&apos;s letters and name, %3 the signs of the suits (they may be typed too), %4 a code and %5 its card, %6 the joker&apos;s code</extracomment>
        <translation>Escribe un valor (%1) y luego un palo: %2 (o %3). Ejemplo: %4 = %5, %6 = comodín.</translation>
    </message>
    <message>
        <source>English codes like %1 work too.</source>
        <extracomment>after the card codes hint, in a language with its own card letters: %1 the English code of the same card as the example (QH)</extracomment>
        <translation>Los códigos en inglés como %1 también valen.</translation>
    </message>
    <message>
        <source>Which cards did %1 turn over?</source>
        <translation>¿Qué cartas le salieron a %1?</translation>
    </message>
    <message>
        <source>Click the face card, then the digits from left to right.</source>
        <translation>Haz clic en la figura y luego en las cifras, de izquierda a derecha.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation>sin puntuar todavía</translation>
    </message>
    <message>
        <source>turn %1: %2&apos;s %3 (%4, %5)</source>
        <translation>turno %1: %2, %3 (%4, %5)</translation>
    </message>
    <message>
        <source>The cards go back in the packs, the scores go back to what they were before it, and %1 enters the cards again.</source>
        <translation>Las cartas vuelven a las barajas, los puntos vuelven a ser los de antes y %1 introduce otra vez las cartas.</translation>
    </message>
    <message>
        <source>Undo %1?</source>
        <translation>¿Deshacer %1?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>%1, turn over your cards again and press Enter cards.</source>
        <translation>%1, vuelve a poner tus cartas boca arriba y pulsa Introducir cartas.</translation>
    </message>
    <message>
        <source>The game ends now and the scores so far are the results.</source>
        <translation>La partida termina ya y los puntos conseguidos hasta ahora son el resultado final.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends now and the scores so far are the results. (%n face card(s) (has|have) not been entered.)</source>
        <translation>
            <numerusform>La partida termina ahora y los puntos hasta ahora son los resultados. (%n figura no se ha introducido.)</numerusform>
            <numerusform>La partida termina ahora y los puntos hasta ahora son los resultados. (%n figuras no se han introducido.)</numerusform>
        </translation>
    </message>
    <message>
        <source>picked as card %1, %2</source>
        <extracomment>a card&apos;s name on the card picker once picked: %1 where it was picked (the face card is 1: &quot;2&quot;, &quot;2 and 4&quot;), %2 how many are left</extracomment>
        <translation>elegida como carta %1, %2</translation>
    </message>
    <message>
        <source>We&apos;re out of cards: end the game now?</source>
        <translation>Se nos han acabado las cartas: ¿terminamos la partida ahora?</translation>
    </message>
</context>
<context>
    <name>Recent</name>
    <message>
        <source>cannot be reached now (%1)</source>
        <translation>no se puede abrir ahora (%1)</translation>
    </message>
    <message>
        <source>is not a file name this computer can use</source>
        <translation>no es un nombre de archivo que esta computadora pueda usar</translation>
    </message>
    <message>
        <source>is not a saved game any more</source>
        <translation>ya no es una partida guardada</translation>
    </message>
    <message>
        <source>is no longer there (moved or deleted)</source>
        <translation>ya no está (se movió o se borró)</translation>
    </message>
    <message>
        <source>cannot be reached now (on a drive that is not connected?)</source>
        <translation>no se puede abrir ahora (¿está en una unidad que no está conectada?)</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>%1 is no longer there, so taken off Open Recent</source>
        <translation>%1 ya no está, así que se quitó de «Abrir reciente»</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two of a list of file names: &quot;a.wwgame and b.wwgame&quot;</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1 are no longer there, so taken off Open Recent</source>
        <translation>%1 ya no están, así que se quitaron de «Abrir reciente»</translation>
    </message>
    <message>
        <source>%1 %2, so it was taken off Open Recent</source>
        <translation>%1 %2, así que se ha quitado de Abrir reciente</translation>
    </message>
    <message>
        <source>%1 %2; it stays on Open Recent for when it can be reached again</source>
        <translation>%1 %2; sigue en Abrir reciente para cuando se pueda volver a abrir</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>not prime</source>
        <translation>no es primo</translation>
    </message>
    <message>
        <source>0 or 1 as a factor</source>
        <translation>0 o 1 como factor</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>no divide</translation>
    </message>
    <message>
        <source>factor missing</source>
        <translation>falta un factor</translation>
    </message>
    <message>
        <source>too many factors</source>
        <translation>sobran factores</translation>
    </message>
    <message>
        <source>&quot;none&quot; for 2 or more</source>
        <translation>&quot;ninguno&quot; para 2 o más</translation>
    </message>
    <message>
        <source>factors for 0 or 1</source>
        <translation>factores para 0 o 1</translation>
    </message>
    <message>
        <source>repeated prime missing</source>
        <translation>falta un primo repetido</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Números vistos</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Bien a la primera</translation>
    </message>
    <message>
        <source>Right first time %</source>
        <translation>Bien a la primera %</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Se rindió</translation>
    </message>
    <message>
        <source>Average seconds per answer</source>
        <translation>Segundos por respuesta de media</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Primos encontrados</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <extracomment>a column of the records&apos; CSV export: %1 a kind of mistake (&quot;not prime&quot;)</extracomment>
        <translation>Errores: %1</translation>
    </message>
    <message>
        <source>Answered by ladder</source>
        <translation>Respondidas con la escalera</translation>
    </message>
    <message>
        <source>Learning records are held back: %1. They are kept here and written as soon as it can be.</source>
        <translation>Los registros de aprendizaje están en espera: %1. Se guardan aquí y se escribirán en cuanto se pueda.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk cannot be written now (is it full?)</source>
        <translation>ahora no se puede escribir en el disco (¿está lleno?)</translation>
    </message>
</context>
<context>
    <name>RecordsChart</name>
    <message>
        <source>Progress chart</source>
        <translation>Gráfico de progreso</translation>
    </message>
    <message>
        <source>Choose a player to see their progress.</source>
        <translation>Elige un jugador para ver su progreso.</translation>
    </message>
    <message>
        <source>%1 has no games yet.</source>
        <translation>%1 todavía no tiene partidas.</translation>
    </message>
    <message>
        <source>%1 right first time (%2 of %3)</source>
        <translation>%1 bien a la primera (%2 de %3)</translation>
    </message>
    <message>
        <source>Auto only</source>
        <translation>Solo Automático</translation>
    </message>
    <message>
        <source>%1, game by game: </source>
        <translation>%1, partida a partida: </translation>
    </message>
    <message>
        <source>Choose a player above to see their progress</source>
        <translation>Elige un jugador arriba para ver su progreso</translation>
    </message>
    <message>
        <source>%1: right first time, game by game</source>
        <translation>%1: bien a la primera, partida a partida</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <translation>Todavía no hay partidas registradas.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first</source>
        <translation>
            <numerusform>Última partida (%n)</numerusform>
            <numerusform>Últimas %n partidas, de la más antigua a la más reciente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Números vistos</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Bien a la primera</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Se rindió</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Tiempo por respuesta</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Primos encontrados</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>The name typed at the start of a game (the same name in any case is the same player)</source>
        <translation>El nombre escrito al empezar una partida (el mismo nombre en mayúsculas o minúsculas es el mismo jugador)</translation>
    </message>
    <message>
        <source>Every number the player&apos;s cards made, Auto turns included</source>
        <translation>Todos los números que formaron las cartas del jugador, incluidos los turnos en Automático</translation>
    </message>
    <message>
        <source>Numbers the player factored themselves (Practice and Challenge), and how many of them by division ladder</source>
        <translation>Números que descompuso el propio jugador (Práctica y Desafío), y cuántos de ellos con la escalera de divisiones</translation>
    </message>
    <message>
        <source>Answers exactly right at the first try with no hint</source>
        <translation>Respuestas totalmente correctas al primer intento y sin pistas</translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>Turns where the player asked to see the answer</source>
        <translation>Turnos en los que el jugador pidió ver la respuesta</translation>
    </message>
    <message>
        <source>Average time from the draw to the end of the turn</source>
        <translation>Tiempo medio desde que se sacan las cartas hasta el final del turno</translation>
    </message>
    <message>
        <source>Different primes the player has named correctly</source>
        <translation>Primos distintos que el jugador ha dicho correctamente</translation>
    </message>
    <message>
        <source>Finished games played</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Mistake:
%1</source>
        <translation>Error:
%1</translation>
    </message>
    <message>
        <source>Answers with this mistake: %1</source>
        <translation>Respuestas con este error: %1</translation>
    </message>
    <message>
        <source>%1 (%2 by ladder)</source>
        <translation>%1 (%2 con la escalera)</translation>
    </message>
    <message>
        <source>%1 has found %2</source>
        <translation>%1 ha encontrado %2</translation>
    </message>
    <message>
        <source>%1: none yet</source>
        <translation>%1: ninguno todavía</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n answer(s) right first time</source>
        <translation>
            <numerusform>%1 de %n respuesta bien a la primera</numerusform>
            <numerusform>%1 de %n respuestas bien a la primera</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Learning records — Wild West</source>
        <translation>Registros de aprendizaje — Wild West</translation>
    </message>
    <message>
        <source>Learning records</source>
        <translation>Registros de aprendizaje</translation>
    </message>
    <message>
        <source>No records yet. Every turn played is recorded under the player&apos;s name, so play a game and the records appear here.</source>
        <translation>Todavía no hay registros. Cada turno jugado se guarda con el nombre del jugador, así que juega una partida y aquí aparecerán los registros.</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exportar a CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>%1. A player is the name typed at the start of a game; no accounts or passwords.</source>
        <translation>%1. Un jugador es el nombre que se escribe al empezar una partida; no hay cuentas ni contraseñas.</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>The game cannot be kept safe against a crash: %1</source>
        <translation>La partida no se puede proteger contra un cierre inesperado: %1</translation>
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
        <translation>&lt;h1&gt;Cómo se juega a Wild West&lt;/h1&gt;
&lt;p&gt;¡Colecciona números primos! En cada turno formas un número con cartas, lo descompones
en sus factores primos y ganas un punto por cada primo que todavía no tenga nadie.
Al final gana quien tenga más puntos.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;¿Es tu primera vez?&lt;/b&gt; Elige &lt;b&gt;Ayuda → Aprende a jugar&lt;/b&gt; (o &lt;b&gt;Aprende a jugar&lt;/b&gt; en la
pantalla Nueva partida) para jugar una partida corta guiada con Sheriff Sam: te enseña cada regla de abajo
mientras juegas. Puedes salir cuando quieras con &lt;b&gt;Salir&lt;/b&gt; o Esc.&lt;/p&gt;
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
        <translation>&lt;h2&gt;Las cartas&lt;/h2&gt;
&lt;p&gt;Las cartas se reparten en dos montones, boca abajo:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;El montón de figuras&lt;/b&gt;: jotas, reinas, reyes y comodines. Una figura te dice cuántas
cartas numéricas tienes que sacar: &lt;b&gt;jota o comodín → 2&lt;/b&gt;, &lt;b&gt;reina → 3&lt;/b&gt;,
&lt;b&gt;rey → 4&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;El montón de números&lt;/b&gt;: del as al 10. &lt;b&gt;As = 1&lt;/b&gt;, del 2 al 9 valen lo que
indican, y &lt;b&gt;diez = 0&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Cada baraja se reparte así, y los dos montones se acaban a la vez. Usa una baraja por
cada dos jugadores; 7 jugadores pueden compartir una baraja (2 turnos cada uno).&lt;/p&gt;
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
        <translation>&lt;h2&gt;Tu turno&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;Pulsa &lt;b&gt;Sacar&lt;/b&gt;. Se da la vuelta a la figura de arriba y las cartas numéricas se colocan
de izquierda a derecha.&lt;/li&gt;
&lt;li&gt;Lee las cifras de izquierda a derecha: ese es tu número. Un 10 al principio es un
cero, así que 10♠ 7♥ forma 07, que es simplemente 7.&lt;/li&gt;
&lt;li&gt;Busca los factores primos de tu número. Por ejemplo, 3105 = 3 × 3 × 3 × 5 × 23,
así que sus primos son 3, 5 y 23. 0 y 1 no tienen factores primos, así que no suman
nada.&lt;/li&gt;
&lt;li&gt;Puntúa cada primo distinto:
&lt;ul&gt;
&lt;li&gt;si todavía no lo tiene nadie → va a tu lista, &lt;b&gt;+1 punto&lt;/b&gt;;&lt;/li&gt;
&lt;li&gt;si ya lo tiene alguien (tú u otro jugador) → &lt;b&gt;0 puntos&lt;/b&gt;, a no ser que
robes (mira abajo).&lt;/li&gt;
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
        <translation>&lt;h2&gt;Las coincidencias de palo multiplican tus puntos&lt;/h2&gt;
&lt;p&gt;Cuenta las cartas numéricas que tienen el mismo palo que la figura. Cada coincidencia hace que tu
turno valga más: &lt;b&gt;1 coincidencia ×2, 2 coincidencias ×3, 3 coincidencias ×4, 4 coincidencias ×5&lt;/b&gt;.
Un comodín no tiene palo, así que nunca coincide: ×1.&lt;/p&gt;
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
        <translation>&lt;h2&gt;¡Robo!&lt;/h2&gt;
&lt;p&gt;Si &lt;b&gt;todas&lt;/b&gt; las cartas numéricas tienen el palo de la figura (y no es un comodín),
robas: cada factor primo de tu número que tenga otro jugador sale de su lista
y pasa a la tuya, &lt;b&gt;+1 punto&lt;/b&gt; cada uno. Los factores primos de tu número que
ya tienes también cuentan &lt;b&gt;+1&lt;/b&gt;. El juego siempre roba por ti cuando puede.&lt;/p&gt;
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
        <translation>&lt;h2&gt;Cómo se cuentan los puntos&lt;/h2&gt;
&lt;p&gt;Los puntos de tu turno = (los puntos de tus primos) × (coincidencias + 1). Los puntos que
has ganado nunca te los quitan.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ejemplo:&lt;/b&gt; la figura es K♠ y sacas 3♠ A♥ 10♠ 5♠: el número es
3105 = 3³ × 5 × 23. Coinciden tres picas, así que ×4. Si alguien ya tiene el 3, pero el 5 y el
23 están libres, sumas (0 + 1 + 1) × 4 = &lt;b&gt;8 puntos&lt;/b&gt;. Si las cuatro cifras hubieran sido
picas, robarías también el 3: (1 + 1 + 1) × 5 = &lt;b&gt;15 puntos&lt;/b&gt;.&lt;/p&gt;
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
        <translation>&lt;h2&gt;El final&lt;/h2&gt;
&lt;p&gt;La partida termina cuando se acaba el montón de figuras. Con los &lt;b&gt;turnos iguales&lt;/b&gt; activados (la regla
normal), termina en cuanto no quedan figuras suficientes para que todos tengan
otro turno, así que todos juegan el mismo número de turnos. También termina si no
quedan cartas numéricas suficientes para la siguiente figura.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Gana&lt;/b&gt; quien tiene más puntos. Si hay empate, gana quien tenga el
&lt;b&gt;primo más grande&lt;/b&gt;. Si aun así siguen empatados (ninguno tiene primos), comparten
la victoria.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules — Wild West</source>
        <translation>Reglas — Wild West</translation>
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
        <translation>&lt;h2&gt;Reglas opcionales que puede elegir tu profe&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Turnos iguales&lt;/b&gt; (normalmente activada): la partida termina cuando no todos pueden tener otro turno.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Los robos restan puntos&lt;/b&gt; (normalmente desactivada): cuando te roban un primo, pierdes
1 punto por él.&lt;/li&gt;
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
        <translation>&lt;h2&gt;¿Quién busca los factores?&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Automático&lt;/b&gt;: el juego descompone cada número y lo explica.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Práctica&lt;/b&gt;: tú escribes los factores. Si algo está mal, el juego te dice qué
tipo de error es, sin hacer el trabajo por ti: un número que no es primo se nombra como
tal, con una pista (&quot;10 no es primo: es par, así que todavía se puede descomponer&quot;), y un
número que no divide al tuyo se nombra (&quot;7 no divide a 3105&quot;). El juego nunca escribe un
producto ni una división que tú no hayas escrito. Luego vuelve a intentarlo.
&lt;ul&gt;
&lt;li&gt;Puedes pedir hasta tres &lt;b&gt;pistas&lt;/b&gt;, un paso cada una: una regla de divisibilidad,
luego un primo para probar, luego una división y lo que queda. Una pista nombra como mucho
un primo y nunca hace el último paso por ti (&quot;Divide 58 entre 2. ¿Es primo lo que
queda?&quot;). Cada pista sigue a la vista debajo de la siguiente.&lt;/li&gt;
&lt;li&gt;Solo &lt;b&gt;Me rindo&lt;/b&gt; muestra la respuesta: primero te lo pregunta, y entonces no ganas
nada.&lt;/li&gt;
&lt;li&gt;Marca &lt;b&gt;Responder con la escalera&lt;/b&gt; para subir una escalera de divisiones: prueba un
primo con el número; si lo divide, escribe debajo lo que queda y sigue; cuando ningún primo
hasta su raíz cuadrada divide lo que queda, es primo. La escalera terminada es tu
respuesta.&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Desafío&lt;/b&gt;: escribes los factores una sola vez. Cuenta cada primo correcto que
digas; un primo que se te escape queda libre para los demás.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Escribe los factores así: &lt;code&gt;2^2 × 3 × 5&lt;/code&gt;, &lt;code&gt;2 x 2 x 3 x 5&lt;/code&gt; o
&lt;code&gt;2, 2, 3, 5&lt;/code&gt;. Para 0 y 1, escribe &lt;code&gt;ninguno&lt;/code&gt;.&lt;/p&gt;
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
&lt;li&gt;&lt;b&gt;Figuras&lt;/b&gt; (normalmente todas): para los más pequeños, el montón de figuras puede tener solo jotas, reinas y comodines (números de 2 y 3 cifras), o solo jotas y comodines (números de 2 cifras). El montón de números no cambia, así que la partida termina cuando el montón de figuras se queda vacío.&lt;/li&gt;
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
        <translation>&lt;h2&gt;Jugar con cartas de verdad&lt;/h2&gt;
&lt;p&gt;Tu clase puede jugar con barajas de verdad en la mesa y sin lápices: la app lleva
la puntuación. En cada turno introduces la figura y las cartas numéricas que te salieron, y
la app puntúa el turno con las reglas de arriba.&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;Da la vuelta a una figura y a las cartas numéricas que pide, de izquierda a derecha.&lt;/li&gt;
&lt;li&gt;Pulsa &lt;b&gt;Introducir cartas&lt;/b&gt; y enséñale tus cartas a la app: haz clic (o toca) en la figura
y luego en las cifras, de izquierda a derecha. O escribe sus códigos: el valor y luego el palo, S (picas), H (corazones),
D (diamantes) o C (tréboles), como &lt;code&gt;KS 3S AH 10S 5S&lt;/code&gt;. T es 10, y JK es un comodín. Una carta de la que
ya no quedan más en las barajas aparece en gris.&lt;/li&gt;
&lt;li&gt;Revisa la línea que hay debajo de las cartas: &lt;b&gt;K♠ pide 4 cifras: 3♠ A♥ 10♠ 5♠ → 3105&lt;/b&gt;.
Puedes cambiar lo que quieras hasta que pulses &lt;b&gt;Confirmar&lt;/b&gt;. Después tu turno sigue como
siempre: Automático, Práctica o Desafío.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Se rechaza con un mensaje, y no se puntúa nada, una carta introducida más veces de las que hay en las barajas,
una carta numérica como figura, una figura entre las cifras o un número de cifras equivocado.
Lo mismo pasa con una figura que la regla de figuras de tu profe deja fuera.&lt;/p&gt;
&lt;p&gt;¿Has tocado la carta equivocada? &lt;b&gt;Deshacer el último turno&lt;/b&gt; anula el último turno (antes pregunta,
y dice qué turno es), y vuelves a introducir las cartas. Solo las partidas con cartas de verdad
lo tienen: las cartas están en la mesa, y tocar la que no es no es culpa de nadie.&lt;/p&gt;
&lt;p&gt;La partida termina cuando se han introducido todas las figuras de las barajas, cuando lo dicen los
turnos iguales o cuando pulsas &lt;b&gt;Se nos han acabado las cartas&lt;/b&gt;. Las cartas introducidas, en orden, son
el reparto de la partida: se pueden guardar como archivo de reparto y volver a jugar.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) does not fit the game: %3</source>
        <translation>la jugada %1 (%2) no encaja con la partida: %3</translation>
    </message>
</context>
<context>
    <name>Savefile</name>
    <message>
        <source>submit %1</source>
        <translation>respuesta %1</translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation>cartas %1</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: the game is too big for a save file</source>
        <translation>No se ha podido guardar %1: la partida es demasiado grande para un archivo</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> El archivo guardado antes no ha cambiado.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2%3</source>
        <translation>No se ha podido guardar %1: %2%3</translation>
    </message>
    <message>
        <source>%1 is damaged: it is nested far too deeply</source>
        <translation>%1 está dañado: tiene demasiados niveles anidados</translation>
    </message>
    <message>
        <source>%1 could not be opened (unexpected problem: %2)</source>
        <translation>No se ha podido abrir %1 (problema inesperado: %2)</translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game</source>
        <translation>%1 es una carpeta, no una partida guardada</translation>
    </message>
    <message>
        <source>%1 is not a file (a pipe or a device)</source>
        <translation>%1 no es un archivo (es una tubería o un dispositivo)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: the file does not exist</source>
        <translation>No se puede abrir %1: el archivo no existe</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a Wild West game (over %2 MB)</source>
        <translation>%1 es demasiado grande para ser una partida de Wild West (más de %2 MB)</translation>
    </message>
    <message>
        <source>%1 is empty: the game in it was never saved</source>
        <translation>%1 está vacío: la partida nunca se llegó a guardar</translation>
    </message>
    <message>
        <source>%1 is damaged: it holds only zero bytes (the computer may have stopped while saving)</source>
        <translation>%1 está dañado: solo contiene bytes a cero (puede que la computadora se apagara mientras guardaba)</translation>
    </message>
    <message>
        <source>%1 is not a Wild West game</source>
        <translation>%1 no es una partida de Wild West</translation>
    </message>
    <message>
        <source>NUL byte</source>
        <translation>byte NUL</translation>
    </message>
    <message>
        <source>%1: it is not a text file</source>
        <translation>%1: no es un archivo de texto</translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends too early (it may not have finished saving)</source>
        <translation>%1 está cortado: el archivo termina antes de tiempo (puede que no se terminara de guardar)</translation>
    </message>
    <message>
        <source>%1: it is not JSON (%2 at line %3, column %4)</source>
        <translation>%1: no es JSON (%2 en la línea %3, columna %4)</translation>
    </message>
    <message>
        <source>%1: it holds a number far too long</source>
        <translation>%1: contiene un número demasiado largo</translation>
    </message>
    <message>
        <source>%1 is a deal file, not a saved game</source>
        <translation>%1 es un archivo de reparto, no una partida guardada</translation>
    </message>
    <message>
        <source>%1: its format is %2, not &quot;%3&quot;</source>
        <translation>%1: su formato es %2, no &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 está dañado: %2</translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number, not %1</source>
        <translation>&quot;schema_version&quot; tiene que ser un número entero, no %1</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>versión %1</translation>
    </message>
    <message>
        <source>save format %1</source>
        <translation>formato de guardado %1</translation>
    </message>
    <message>
        <source>%1 was made by a newer Wild West (%2); this is version %3: update Wild West to open it</source>
        <translation>%1 se hizo con un Wild West más nuevo (%2); esta es la versión %3: actualiza Wild West para abrirlo</translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation>no tiene &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;deal_code&quot;: %1</source>
        <translation>&quot;deal_code&quot;: %1</translation>
    </message>
    <message>
        <source>its deal is not valid: %1</source>
        <translation>su reparto no es válido: %1</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of %1, not %2</source>
        <translation>&quot;mode&quot; tiene que ser uno de %1, no %2</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list</source>
        <translation>&quot;actions&quot; tiene que ser una lista</translation>
    </message>
    <message>
        <source>it has %1 moves, more than any game can have</source>
        <translation>tiene %1 jugadas, más de las que puede tener una partida</translation>
    </message>
    <message>
        <source>&quot;real_cards&quot; must be true or false, not %1</source>
        <translation>&quot;real_cards&quot; tiene que ser true o false, no %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>la jugada %1</translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;type&quot;: &quot;draw&quot;}</source>
        <translation>%1 tiene que ser un objeto como {&quot;type&quot;: &quot;draw&quot;}</translation>
    </message>
    <message>
        <source>%1 has an unknown type %2</source>
        <translation>%1 tiene un tipo desconocido: %2</translation>
    </message>
    <message>
        <source>%1 (%2) has the wrong keys: %3</source>
        <translation>%1 (%2) tiene claves incorrectas: %3</translation>
    </message>
    <message>
        <source>%1 (submit) must have a text, not %2</source>
        <translation>%1 (submit) tiene que tener un texto, no %2</translation>
    </message>
    <message>
        <source>%1 (play_cards) must list at most %2 digits, not %3</source>
        <translation>%1 (play_cards) tiene que tener como mucho %2 cifras, no %3</translation>
    </message>
    <message>
        <source>%1 (play_cards): %2</source>
        <translation>%1 (play_cards): %2</translation>
    </message>
    <message>
        <source>move %1 must be a string like &quot;draw&quot;, not %2</source>
        <translation>la jugada %1 tiene que ser un texto como &quot;draw&quot;, no %2</translation>
    </message>
    <message>
        <source>move %1 is not a move: %2</source>
        <translation>la jugada %1 no es una jugada: %2</translation>
    </message>
    <message>
        <source>its deal is not valid: player %1&apos;s name must be text, not %2</source>
        <translation>su reparto no es válido: el nombre del jugador %1 tiene que ser texto, no %2</translation>
    </message>
    <message>
        <source>a version-3 file has no &quot;real_cards&quot; (games with real cards came later)</source>
        <translation>un archivo de la versión 3 no tiene &quot;real_cards&quot; (las partidas con cartas de verdad llegaron después)</translation>
    </message>
    <message>
        <source>move %1 has an unknown type %2</source>
        <translation>la jugada %1 tiene un tipo desconocido: %2</translation>
    </message>
    <message>
        <source>its &quot;journal&quot; is not one Wild West writes</source>
        <translation>su «journal» no es de los que escribe Wild West</translation>
    </message>
    <message>
        <source>it has more than %1 parts</source>
        <translation>tiene más de %1 partes</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>no se puede leer %1</translation>
    </message>
    <message>
        <source>%1 is not one of its parts</source>
        <translation>%1 no es una de sus partes</translation>
    </message>
</context>
<context>
    <name>ScoreRow</name>
    <message>
        <source>no primes yet</source>
        <translation>todavía sin primos</translation>
    </message>
    <message>
        <source> (their turn)</source>
        <translation> (su turno)</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (gana)</translation>
    </message>
    <message numerus="yes">
        <source>%1%2: %n point(s), holds %3</source>
        <translation>
            <numerusform>%1%2: %n punto, tiene %3</numerusform>
            <numerusform>%1%2: %n puntos, tiene %3</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primos</translation>
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
        <translation>Otra copia de Wild West está usando esta carpeta de datos, así que esta copia no guarda registros de aprendizaje ni archivo de recuperación</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>ayer a las %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 at %5</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the year, %5 the time (&quot;Monday 3 March 2025 at 09:15&quot;)</extracomment>
        <translation>el %1 %2 de %3 de %4 a las %5</translation>
    </message>
    <message>
        <source>%1 %2 %3 at %4</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the time (&quot;Monday 3 March at 09:15&quot;)</extracomment>
        <translation>el %1 %2 de %3 a las %4</translation>
    </message>
    <message>
        <source>%1, in the first turn</source>
        <translation>%1, en el primer turno</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n turn(s)</source>
        <extracomment>%1 the scores (&quot;Ann 12, Ben 9&quot;)</extracomment>
        <translation>
            <numerusform>%1 tras %n turno</numerusform>
            <numerusform>%1 tras %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source> (real cards)</source>
        <translation> (cartas de verdad)</translation>
    </message>
    <message>
        <source> (deal %1)</source>
        <translation> (reparto %1)</translation>
    </message>
    <message>
        <source>Wild West game</source>
        <extracomment>the name Save As offers for a game file (before &quot;.wwgame&quot;)</extracomment>
        <translation>Partida de Wild West</translation>
    </message>
    <message>
        <source> - real cards %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the day (2026-03-14)</extracomment>
        <translation> - cartas de verdad %1</translation>
    </message>
    <message>
        <source> - deal %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the deal code</extracomment>
        <translation> - reparto %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>reparto %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: records are not kept here.</source>
        <translation>No se ha podido guardar la partida sin terminar: aquí no se guardan registros.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <translation>No se ha podido guardar la partida sin terminar: %1</translation>
    </message>
    <message>
        <source>The unfinished game was kept: File → Open Recent → %1</source>
        <translation>La partida sin terminar se ha guardado: Archivo → Abrir reciente → %1</translation>
    </message>
    <message>
        <source>The learning records are kept again.</source>
        <translation>Los registros de aprendizaje vuelven a guardarse.</translation>
    </message>
    <message>
        <source>Records held back: file in use</source>
        <translation>Registros en espera: archivo ocupado</translation>
    </message>
    <message>
        <source>Records held back: disk full</source>
        <translation>Registros en espera: disco lleno</translation>
    </message>
    <message>
        <source>Records held back: disk full?</source>
        <translation>Registros en espera: ¿disco lleno?</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Todavía no hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>Leave Learn to play first: its game is not saved.</source>
        <translation>Primero sal de Aprende a jugar: esa partida no se guarda.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>No se ha podido abrir %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto: %1</translation>
    </message>
    <message>
        <source>Only a game played with real cards has cards to save as a deal file.</source>
        <translation>Solo una partida jugada con cartas de verdad tiene cartas que guardar como archivo de reparto.</translation>
    </message>
    <message>
        <source>There are no cards to save yet: nobody has had a turn.</source>
        <translation>Todavía no hay cartas que guardar: nadie ha jugado su turno.</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file: %1</source>
        <translation>Las cartas se han guardado como archivo de reparto: %1</translation>
    </message>
    <message>
        <source>%1 - cards.json</source>
        <extracomment>the name offered for a deal file: %1 the game&apos;s file name (without &quot;.wwgame&quot;)</extracomment>
        <translation>%1 - cartas.json</translation>
    </message>
    <message>
        <source>The cards could not be kept here: save them with File → Save the cards as a deal file.</source>
        <translation>Las cartas no se han podido guardar aquí: guárdalas con Archivo → Guardar las cartas como archivo de reparto.</translation>
    </message>
    <message>
        <source>The cards could not be kept as a deal file: %1</source>
        <translation>Las cartas no se han podido guardar como archivo de reparto: %1</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file in the %1 folder: %2</source>
        <translation>Las cartas se han guardado como archivo de reparto en la carpeta %1: %2</translation>
    </message>
    <message>
        <source> (it was kept as %1)</source>
        <translation> (se guardó como %1)</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1%2</source>
        <translation>La partida que quedó abierta la última vez no se ha podido recuperar: %1%2</translation>
    </message>
    <message>
        <source>Resume the game from %1? %2.</source>
        <translation>¿Seguir con la partida guardada %1? %2.</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1</source>
        <translation>La partida que quedó abierta la última vez no se ha podido recuperar: %1</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left. %1 does not hold this game, so Save asks where to keep it.</source>
        <extracomment>%1 the file the game was saved in before the crash</extracomment>
        <translation>Hola de nuevo: la partida está donde se dejó. %1 no contiene esta partida, así que Guardar pregunta dónde guardarla.</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left.</source>
        <translation>Hola de nuevo: la partida está donde se dejó.</translation>
    </message>
    <message>
        <source>Learning records are kept for this session only</source>
        <translation>Los registros de aprendizaje solo se guardan durante esta sesión</translation>
    </message>
    <message>
        <source>Learning records are kept in %1</source>
        <translation>Los registros de aprendizaje se guardan en %1</translation>
    </message>
    <message>
        <source>Records exported to %1</source>
        <translation>Registros exportados a %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1: has bytes that are not UTF-8 text; ignored</source>
        <translation>línea %1: tiene bytes que no son texto UTF-8; se ignora</translation>
    </message>
    <message>
        <source>line %1: has a zero byte; ignored</source>
        <translation>línea %1: tiene un byte nulo; se ignora</translation>
    </message>
    <message>
        <source>line %1: has bytes that are not %2 text; ignored</source>
        <translation>línea %1: tiene bytes que no son texto %2; se ignora</translation>
    </message>
    <message>
        <source>line %1: is not a [section] line; ignored</source>
        <translation>línea %1: no es una línea [sección]; se ignora</translation>
    </message>
    <message>
        <source>line %1: is not key=value; ignored</source>
        <translation>línea %1: no es clave=valor; se ignora</translation>
    </message>
    <message>
        <source>line %1: has no key before &apos;=&apos;; ignored</source>
        <translation>línea %1: no tiene clave antes de &apos;=&apos;; se ignora</translation>
    </message>
    <message>
        <source>holds a %1(…) value, which is never read</source>
        <extracomment>a settings file&apos;s value written by Qt: %1 its kind (@Variant, @ByteArray…)</extracomment>
        <translation>tiene un valor %1(…), que nunca se lee</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the values a setting allows, as the file writes them: &quot;auto, practice or challenge&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>base64 text</source>
        <translation>texto base64</translation>
    </message>
    <message>
        <source>up to %1 names, each up to %2 characters</source>
        <translation>hasta %1 nombres, cada uno de hasta %2 caracteres</translation>
    </message>
    <message>
        <source>up to %1 entries, each empty (a person), greenhorn, deputy or sheriff</source>
        <translation>hasta %1 entradas, cada una vacía (una persona), greenhorn, deputy o sheriff</translation>
    </message>
    <message>
        <source>a whole number from 2 to %1</source>
        <translation>un número entero de 2 a %1</translation>
    </message>
    <message>
        <source>a folder&apos;s full path as typed, or nothing for none</source>
        <translation>la ruta completa de una carpeta, tal como se escribe, o nada para ninguna</translation>
    </message>
    <message>
        <source>file paths</source>
        <translation>rutas de archivo</translation>
    </message>
    <message>
        <source>a folder path of up to %1 characters</source>
        <translation>una ruta de carpeta de hasta %1 caracteres</translation>
    </message>
    <message>
        <source>is a list, not one value</source>
        <translation>es una lista, no un solo valor</translation>
    </message>
    <message>
        <source>is not allowed</source>
        <translation>no está permitido</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>no es true ni false</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>no es un número entero</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>is not base64 text</source>
        <translation>no es texto base64</translation>
    </message>
    <message>
        <source>%1 is a folder, not a settings file; ignored</source>
        <translation>%1 es una carpeta, no un archivo de ajustes; se ignora</translation>
    </message>
    <message>
        <source>%1 is not a regular file; ignored</source>
        <translation>%1 no es un archivo normal; se ignora</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); its settings were ignored</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1 no se pudo leer (%2); se ignoraron sus ajustes</translation>
    </message>
    <message>
        <source>%1 is too big for a settings file (over %2 bytes); its settings were ignored</source>
        <translation>%1 es demasiado grande para un archivo de ajustes (más de %2 bytes); se ignoraron sus ajustes</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8 or UTF-16 (with a BOM); its settings were ignored</source>
        <translation>%1 no es texto en UTF-8 o UTF-16 (con BOM); se ignoraron sus ajustes</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>where in a settings file: %1 the file, %2 what is wrong on which line</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, line %2: [%3] is not a section Wild West knows (use [defaults], [locked] or [class]); its settings are ignored</source>
        <translation>%1, línea %2: [%3] no es una sección que Wild West conozca (usa [defaults], [locked] o [class]); se ignoran sus ajustes</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <extracomment>%1 the file, %2 the line, %3 what is wrong with it</extracomment>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 more lines could not be used (listed in the log)</source>
        <translation>%1: otras %2 líneas no se pudieron usar (aparecen en el registro)</translation>
    </message>
    <message>
        <source>%1 is outside [defaults] and [locked]; ignored</source>
        <translation>%1 está fuera de [defaults] y [locked]; se ignora</translation>
    </message>
    <message>
        <source>unknown setting %1 in [%2]; ignored</source>
        <translation>ajuste desconocido %1 en [%2]; se ignora</translation>
    </message>
    <message>
        <source>%1=%2 %3 (allowed: %4); ignored</source>
        <extracomment>a bad line of a settings file: %1 the setting, %2 its value, %3 what is wrong (&quot;is not allowed&quot;), %4 the values allowed</extracomment>
        <translation>%1=%2 %3 (permitido: %4); se ignora</translation>
    </message>
    <message>
        <source>%1=%2 %3; ignored</source>
        <translation>%1=%2 %3; se ignora</translation>
    </message>
    <message>
        <source>%1 %2 is not used: the school has locked %3 to %4 on this computer</source>
        <extracomment>the command line asked for a setting the school locked: %1 the option (--language), %2 its value, %3 the setting, %4 the school&apos;s value</extracomment>
        <translation>%1 %2 no se usa: la escuela ha fijado %3 en %4 en esta computadora</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Players %1 and %2 are both called %3: give each a different name.</source>
        <translation>Los jugadores %1 y %2 se llaman los dos %3: ponle a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): give each a different name.</source>
        <extracomment>two names that differ only in spaces or invisible characters: %1 and %2 the players&apos; places, %3 and %4 their names in quotes, the invisible ones spelt out</extracomment>
        <translation>Los nombres de los jugadores %1 y %2 parecen iguales (%3 y %4): ponle a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <source>Choose a deal file first.</source>
        <translation>Primero elige un archivo de reparto.</translation>
    </message>
    <message>
        <source>The deal file decides the cards.</source>
        <translation>El archivo de reparto decide las cartas.</translation>
    </message>
    <message>
        <source>Type the deal code your teacher gave you, or choose a new deal.</source>
        <translation>Escribe el código de reparto que te dio tu profe, o elige un reparto nuevo.</translation>
    </message>
    <message>
        <source> Turn over real cards; the app keeps score.</source>
        <translation> Se da la vuelta a cartas de verdad; la app lleva la puntuación.</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>%1: no prime factors</source>
        <translation>%1: sin factores primos</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 es primo</translation>
    </message>
    <message>
        <source>equal turns (stop when a round can&apos;t go all the way round)</source>
        <translation>turnos iguales (la partida termina cuando una ronda no se puede completar)</translation>
    </message>
    <message>
        <source>play until the face pile is empty</source>
        <translation>jugar hasta que se acabe el montón de figuras</translation>
    </message>
    <message>
        <source>steals cost points (lose 1 point for each prime stolen)</source>
        <translation>los robos restan puntos (se pierde 1 punto por cada primo robado)</translation>
    </message>
    <message>
        <source>steals cost no points</source>
        <translation>los robos no restan puntos</translation>
    </message>
    <message>
        <source>every face card</source>
        <translation>todas las figuras</translation>
    </message>
    <message>
        <source>face cards: %1 only</source>
        <translation>figuras: solo %1</translation>
    </message>
    <message>
        <source>House rules: %1; %2; %3</source>
        <translation>Reglas opcionales: %1; %2; %3</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (computadora, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation>
            <numerusform>%n baraja</numerusform>
            <numerusform>%n barajas</numerusform>
        </translation>
    </message>
    <message>
        <source>Played with real cards, %1</source>
        <translation>Jugada con cartas de verdad, %1</translation>
    </message>
    <message>
        <source>A hand-made deal, %1</source>
        <translation>Un reparto hecho a mano, %1</translation>
    </message>
    <message>
        <source>Deal code %1, %2</source>
        <translation>Código de reparto %1, %2</translation>
    </message>
    <message>
        <source>a game with real cards</source>
        <translation>una partida con cartas de verdad</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Jugadores: %1</translation>
    </message>
    <message>
        <source>%1 · %2 mode</source>
        <translation>%1 · modo %2</translation>
    </message>
    <message>
        <source>Printed %1 %2 %3 at %4</source>
        <extracomment>%1 the day, %2 the month&apos;s name, %3 the year, %4 the time (&quot;14:05&quot;)</extracomment>
        <translation>Impreso el %1 de %2 de %3 a las %4</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s). %1</source>
        <translation>
            <numerusform>Fin de la partida tras %n turno. %1</numerusform>
            <numerusform>Fin de la partida tras %n turnos. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game in progress: %n turn(s) played.</source>
        <translation>
            <numerusform>Partida en curso: %n turno jugado.</numerusform>
            <numerusform>Partida en curso: %n turnos jugados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wild West score sheet</source>
        <translation>Hoja de puntos de Wild West</translation>
    </message>
    <message>
        <source>the cards of a game with real cards</source>
        <translation>las cartas de una partida con cartas de verdad</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>reparto %1</translation>
    </message>
    <message>
        <source>a hand-made deal</source>
        <translation>un reparto hecho a mano</translation>
    </message>
    <message>
        <source>Players, in turn order: %1</source>
        <translation>Jugadores, por orden de turno: %1</translation>
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
        <translation>1 no es primo: solo tiene un divisor, él mismo.</translation>
    </message>
    <message>
        <source>%1 is prime, held by %2</source>
        <translation>%1 es primo, lo tiene %2</translation>
    </message>
    <message>
        <source>%1 is prime, free to claim</source>
        <translation>%1 es primo y está libre</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 no es primo</translation>
    </message>
    <message>
        <source>%1 is not a prime: %2</source>
        <translation>%1 no es primo: %2</translation>
    </message>
    <message>
        <source>1 is not a prime, so it starts crossed out. The first number left, 2, is prime: press Next step (or click 2) to circle it and cross out its multiples.</source>
        <translation>1 no es primo, así que empieza tachado. El primer número que queda, el 2, es primo: pulsa Siguiente paso (o haz clic en el 2) para rodearlo con un círculo y tachar sus múltiplos.</translation>
    </message>
    <message numerus="yes">
        <source>%n new one(s)</source>
        <translation>
            <numerusform>%n nuevo</numerusform>
            <numerusform>%n nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: the smallest number left, %1, is prime.</source>
        <translation>Siguiente: el número más pequeño que queda, %1, es primo.</translation>
    </message>
    <message>
        <source>Next: the smallest number left is %1.</source>
        <translation>Siguiente: el número más pequeño que queda es %1.</translation>
    </message>
    <message>
        <source>Circled %1 and crossed out its multiples: %2 … (%3). %4</source>
        <translation>Se ha rodeado el %1 y se han tachado sus múltiplos: %2 … (%3). %4</translation>
    </message>
    <message>
        <source>The next number left is %1, and %1 × %1 = %2 is more than %3, so no more crossing out is needed: every number left is prime. There are %4 primes up to %3.</source>
        <translation>El siguiente número que queda es %1, y %1 × %1 = %2 es mayor que %3, así que no hace falta tachar más: todos los números que quedan son primos. Hay %4 primos hasta %3.</translation>
    </message>
    <message>
        <source>1 is not a prime: it has only one factor.</source>
        <translation>1 no es primo: solo tiene un divisor.</translation>
    </message>
    <message>
        <source>%1 is crossed out: it is a multiple of %2.</source>
        <translation>%1 está tachado: es múltiplo de %2.</translation>
    </message>
    <message>
        <source>%1 is circled: it is prime.</source>
        <translation>%1 está rodeado: es primo.</translation>
    </message>
    <message>
        <source>%1 is not crossed out yet. The next number to circle is %2: click it or press Next step.</source>
        <translation>%1 todavía no está tachado. El siguiente número que hay que rodear es el %2: haz clic en él o pulsa Siguiente paso.</translation>
    </message>
    <message>
        <source>%1 is still in the square.</source>
        <translation>%1 sigue en la tabla.</translation>
    </message>
</context>
<context>
    <name>SievePage</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ At&amp;rás</translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <source>Ne&amp;xt step ▶</source>
        <translation>Si&amp;guiente paso ▶</translation>
    </message>
    <message>
        <source>Next step of the sieve</source>
        <translation>Siguiente paso de la criba</translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation>Empe&amp;zar de nuevo</translation>
    </message>
    <message>
        <source>Start the sieve again</source>
        <translation>Empezar la criba otra vez</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Wild West cannot make its lock file in %1 (%2), so a second copy of the app would not be noticed</source>
        <translation>Wild West no puede crear su archivo de bloqueo en %1 (%2), así que no se notaría si se abre una segunda copia de la app</translation>
    </message>
    <message>
        <source>another copy of Wild West</source>
        <translation>otra copia de Wild West</translation>
    </message>
    <message>
        <source>process %1 on this computer</source>
        <translation>el proceso %1 de esta computadora</translation>
    </message>
    <message>
        <source>process %1 on computer %2</source>
        <translation>el proceso %1 de la computadora %2</translation>
    </message>
    <message>
        <source>Wild West is already open with this data folder (%1). Switch to that window, or close it first.</source>
        <translation>Wild West ya está abierto con esta carpeta de datos (%1). Cambia a esa ventana o ciérrala primero.</translation>
    </message>
</context>
<context>
    <name>StandingRow</name>
    <message>
        <source> (winner)</source>
        <translation> (gana)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2%3: %n point(s), primes %4</source>
        <translation>
            <numerusform>%1. %2%3: %n punto, primos %4</numerusform>
            <numerusform>%1. %2%3: %n puntos, primos %4</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Primos</translation>
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
        <translation>¡ROBO!</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>No game yet.</source>
        <translation>Todavía no hay ninguna partida.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>a star marks the primes of %1</source>
        <translation>una estrella marca los primos de %1</translation>
    </message>
    <message>
        <source>Key: %1.</source>
        <extracomment>%1 the marks, &quot;A is Ann; B is Ben; a star marks the primes of 360&quot;</extracomment>
        <translation>Leyenda: %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Factors: %1</source>
        <translation>Factores: %1</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Factor tree</source>
        <translation>Árbol de factores</translation>
    </message>
    <message>
        <source>%1 is a prime: the tree is just %1</source>
        <translation>%1 es primo: el árbol es solo %1</translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Sacar</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Da la vuelta a la siguiente figura y saca las cifras (Ctrl+D)</translation>
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
        <translation>&amp;Sacar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Sacar</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw its digit cards for the current player</source>
        <translation>Da la vuelta a la siguiente figura y saca sus cartas numéricas para el jugador de este turno</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Da la vuelta a la siguiente figura y saca las cifras (Ctrl+D)</translation>
    </message>
    <message>
        <source>See the &amp;results</source>
        <translation>Ver los &amp;resultados</translation>
    </message>
    <message>
        <source>Back to the final standings</source>
        <translation>Volver a la clasificación final</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>Siguie&amp;nte turno</translation>
    </message>
    <message>
        <source>Your factorisation</source>
        <translation>Tu descomposición</translation>
    </message>
    <message>
        <source>First a divisibility rule, then a prime to try, then one division; never the last step</source>
        <translation>Primero una regla de divisibilidad, luego un primo para probar, luego una división; nunca el último paso</translation>
    </message>
    <message>
        <source>Asks first, then shows the answer; this turn claims no primes</source>
        <translation>Pregunta primero y luego muestra la respuesta; en este turno no ganas primos</translation>
    </message>
    <message>
        <source>&amp;Show the answer</source>
        <translation>&amp;Ver la respuesta</translation>
    </message>
    <message>
        <source>&amp;Keep trying</source>
        <translation>&amp;Seguir intentando</translation>
    </message>
    <message>
        <source>e.g. 2^2 × 3 × 5   or   %1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>p. ej. 2^2 × 3 × 5   o   %1</translation>
    </message>
    <message>
        <source>Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or %1 for 0 and 1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>Escribe los factores primos, por ejemplo 2^2 × 3 × 5, o 2 x 2 x 3 x 5, o %1 para 0 y 1</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>Comprobar mi respuesta</translation>
    </message>
    <message>
        <source>Submit the factorisation you typed</source>
        <translation>Envía la descomposición que has escrito</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>Give &amp;up</source>
        <translation>Me rin&amp;do</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Me rindo</translation>
    </message>
    <message>
        <source>Answer by &amp;ladder</source>
        <translation>Responder con la &amp;escalera</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Sube una escalera de divisiones paso a paso en lugar de escribir la descomposición</translation>
    </message>
    <message>
        <source>The computer player&apos;s answer</source>
        <translation>La respuesta de la computadora</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Aprende a jugar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>the Draw button</source>
        <translation>el botón Sacar</translation>
    </message>
    <message>
        <source>the answer box</source>
        <translation>el cuadro de respuesta</translation>
    </message>
    <message>
        <source>the Check button</source>
        <translation>el botón Comprobar</translation>
    </message>
    <message>
        <source>the scoreboard: each player&apos;s points and primes</source>
        <translation>el marcador: los puntos y los primos de cada jugador</translation>
    </message>
    <message>
        <source>the turn log</source>
        <translation>el historial de turnos</translation>
    </message>
    <message>
        <source>the game-over page</source>
        <translation>la pantalla de fin de partida</translation>
    </message>
    <message>
        <source>the face card on the card table</source>
        <translation>la figura, en la mesa</translation>
    </message>
    <message>
        <source>the digit cards on the card table</source>
        <translation>las cartas numéricas, en la mesa</translation>
    </message>
    <message>
        <source>the number the digits make, on the card table</source>
        <translation>el número que forman las cifras, en la mesa</translation>
    </message>
    <message>
        <source>the multiplier star on the card table</source>
        <translation>la estrella del multiplicador, en la mesa</translation>
    </message>
    <message>
        <source>the STEAL! banner on the card table</source>
        <translation>el cartel de ¡ROBO!, en la mesa</translation>
    </message>
    <message>
        <source>Howdy! You and Sheriff Sam take turns: find the primes in each number to score points.</source>
        <translation>¡Buenas! Vas a jugar por turnos con Sheriff Sam: busca los primos de cada número para ganar puntos.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card and draw the digit cards.</source>
        <translation>Pulsa Sacar para dar la vuelta a una figura y sacar las cartas numéricas.</translation>
    </message>
    <message>
        <source>The face card says how many digits to draw. A Jack or a joker means 2, a Queen 3, a King 4.</source>
        <translation>La figura dice cuántas cifras hay que sacar. Una jota o un comodín son 2; una reina, 3, y un rey, 4.</translation>
    </message>
    <message>
        <source>Read the digits from left to right to make the number: 2♦ A♥ is 21. An Ace is 1.</source>
        <translation>Lee las cifras de izquierda a derecha para formar el número: 2♦ A♥ es 21. Un as es un 1.</translation>
    </message>
    <message>
        <source>Factor 21: type the primes that multiply to make it, with × or x between them. Then press Check.</source>
        <translation>Descompón 21: escribe los primos que multiplicados dan 21, con × o x entre ellos. Luego pulsa Comprobar.</translation>
    </message>
    <message>
        <source>Nobody held 3 or 7, so you claimed both: +1 point each. Your primes are listed here.</source>
        <translation>Nadie tenía el 3 ni el 7, así que te quedas con los dos: +1 punto cada uno. Tus primos aparecen aquí.</translation>
    </message>
    <message>
        <source>Now it is Sheriff Sam&apos;s turn. Watch!</source>
        <translation>Ahora le toca a Sheriff Sam. ¡Mira!</translation>
    </message>
    <message>
        <source>Sam drew 35 = 5 × 7. You hold 7, so it scores 0 for Sam; 5 was free: +1.</source>
        <translation>Sam sacó 35 = 5 × 7. Tú tienes el 7, así que para Sam vale 0; el 5 estaba libre: +1.</translation>
    </message>
    <message>
        <source>Your turn again: press Draw.</source>
        <translation>Te toca otra vez: pulsa Sacar.</translation>
    </message>
    <message>
        <source>A Ten is the digit 0. 10♠ 4♥ makes 04, which is just 4.</source>
        <translation>Un diez es la cifra 0. 10♠ 4♥ forma 04, que es simplemente 4.</translation>
    </message>
    <message>
        <source>Now factor 4 and press Check.</source>
        <translation>Ahora descompón 4 y pulsa Comprobar.</translation>
    </message>
    <message>
        <source>4 = 2 × 2, and you claimed 2: each prime scores once, however often it divides.</source>
        <translation>4 = 2 × 2, y te quedas con el 2: cada primo puntúa una sola vez, aunque divida varias veces.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the face card.</source>
        <translation>Turno de Sam. Fíjate en la figura.</translation>
    </message>
    <message>
        <source>A joker asks for 2 digits, like a Jack, but it has no suit. Sam&apos;s 13 is free: +1.</source>
        <translation>Un comodín pide 2 cifras, como una jota, pero no tiene palo. El 13 de Sam está libre: +1.</translation>
    </message>
    <message>
        <source>Your turn: press Draw.</source>
        <translation>Te toca: pulsa Sacar.</translation>
    </message>
    <message>
        <source>9♦ and 10♦ match the Queen&apos;s suit. 1 suit match is ×2, 2 are ×3, and so on up to ×5.</source>
        <translation>El 9♦ y el 10♦ tienen el palo de la reina. 1 coincidencia de palo es ×2; 2 son ×3, y así hasta ×5.</translation>
    </message>
    <message>
        <source>Factor 290 and press Check.</source>
        <translation>Descompón 290 y pulsa Comprobar.</translation>
    </message>
    <message>
        <source>You hold 2 and Sam holds 5, so only 29 scores: 1 point × 3 = 3 points.</source>
        <translation>Tú tienes el 2 y Sam tiene el 5, así que solo puntúa el 29: 1 punto × 3 = 3 puntos.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the multiplier.</source>
        <translation>Turno de Sam. Fíjate en el multiplicador.</translation>
    </message>
    <message>
        <source>187 = 11 × 17, both free, and 8♣ matches the Queen ♣: 2 points × 2 = 4.</source>
        <translation>187 = 11 × 17, los dos libres, y el 8♣ coincide con la reina de ♣: 2 puntos × 2 = 4.</translation>
    </message>
    <message>
        <source>Every digit is a heart, like the Jack ♥: a full suit match! You steal its primes from whoever holds them.</source>
        <translation>Todas las cifras son de corazones, como la jota de ♥: ¡todos los palos coinciden! Le robas sus primos a quien los tenga.</translation>
    </message>
    <message>
        <source>Factor 65 and press Check.</source>
        <translation>Descompón 65 y pulsa Comprobar.</translation>
    </message>
    <message>
        <source>You stole 5 and 13 from Sam: +1 each. With 2 suit matches that is 2 points × 3 = 6!</source>
        <translation>Le robaste el 5 y el 13 a Sam: +1 cada uno. Con 2 coincidencias de palo, son 2 puntos × 3 = ¡6!</translation>
    </message>
    <message>
        <source>Sam&apos;s last turn. Can Sam catch up?</source>
        <translation>Último turno de Sam. ¿Podrá alcanzarte?</translation>
    </message>
    <message>
        <source>Sam&apos;s 4370 = 2 × 5 × 19 × 23: 19 and 23 were free, 2 points × 3 = 6. It is 12 each!</source>
        <translation>El 4370 de Sam = 2 × 5 × 19 × 23: el 19 y el 23 estaban libres, 2 puntos × 3 = 6. ¡Empate a 12!</translation>
    </message>
    <message>
        <source>A tie goes to the player with the largest prime. Your 29 beats Sam&apos;s 23: you win!</source>
        <translation>Si hay empate, gana quien tenga el primo más grande. Tu 29 le gana al 23 de Sam: ¡ganas tú!</translation>
    </message>
    <message>
        <source>That&apos;s the game. Start a new game whenever you&apos;re ready, partner!</source>
        <translation>Así se juega. Empieza una partida nueva cuando quieras. ¡Nos vemos en el saloon!</translation>
    </message>
    <message>
        <source>Not quite: read what it says, then try again. Hint can help.</source>
        <translation>Casi: lee lo que dice y vuelve a intentarlo. El botón Pista te puede ayudar.</translation>
    </message>
    <message>
        <source>New to Wild West? Learn to play in a short game with Sheriff Sam.</source>
        <translation>¿Es tu primera vez en Wild West? Aprende a jugar en una partida corta con Sheriff Sam.</translation>
    </message>
    <message>
        <source>Sam shows you each rule as you play it, in 8 turns. You can leave at any time. Learn to play is always in the Help menu and on the New game screen.</source>
        <translation>Sam te enseña cada regla mientras juegas, en 8 turnos. Puedes salir cuando quieras. Aprende a jugar está siempre en el menú Ayuda y en la pantalla Nueva partida.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprende a jugar</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>Ahora &amp;no</translation>
    </message>
    <message>
        <source>This game has gone its own way: play on as you like, or press Leave.</source>
        <translation>Esta partida ha tomado su propio camino: sigue jugando como quieras, o pulsa Salir.</translation>
    </message>
    <message>
        <source>Off the script</source>
        <translation>Fuera del guion</translation>
    </message>
    <message>
        <source>No giving up while you learn: press Hint for help.</source>
        <translation>Mientras aprendes no puedes rendirte: pulsa Pista si necesitas ayuda.</translation>
    </message>
    <message>
        <source>Watch %1 play this turn.</source>
        <translation>Mira cómo juega %1 este turno.</translation>
    </message>
    <message>
        <source>First read what %1 says, then press Next.</source>
        <translation>Primero lee lo que dice %1 y luego pulsa Siguiente.</translation>
    </message>
    <message>
        <source>F&amp;inish</source>
        <extracomment>Learn to play&apos;s last button: the &amp; marks its Alt key, which no other button, box or menu on the results page may have (a test checks)</extracomment>
        <translation>T&amp;erminar</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <extracomment>Learn to play&apos;s Next: the &amp; marks its Alt key, which no other button, box or menu on the table or the results page may have (a test checks)</extracomment>
        <translation>Si&amp;guiente</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>unfinished games</source>
        <translation>partidas sin terminar</translation>
    </message>
</context>
<context>
    <name>ViewState</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>a computer player&apos;s name in the scoreboard and the turn log: &quot;Dusty Dan (computer)&quot;</extracomment>
        <translation>%1 (computadora)</translation>
    </message>
    <message>
        <source>%1, a computer player (%2)</source>
        <translation>%1, jugador controlado por la computadora (%2)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Empieza una partida nueva.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Desafío</translation>
    </message>
    <message>
        <source>The game factors each number for you and explains it.</source>
        <translation>El juego descompone cada número por ti y lo explica.</translation>
    </message>
    <message>
        <source>You type the factors. Wrong answers are explained; try again, ask for hints, or give up.</source>
        <translation>Tú escribes los factores. Las respuestas incorrectas se explican; vuelve a intentarlo, pide pistas o ríndete.</translation>
    </message>
    <message>
        <source>You type the factors once. Every correct prime you name counts.</source>
        <translation>Escribes los factores una sola vez. Cuenta cada primo correcto que digas.</translation>
    </message>
    <message>
        <source>All: 2 to 4 digits</source>
        <translation>Todas: de 2 a 4 cifras</translation>
    </message>
    <message>
        <source>No Kings: 2 or 3 digits</source>
        <translation>Sin reyes: 2 o 3 cifras</translation>
    </message>
    <message>
        <source>Jacks only: 2 digits</source>
        <translation>Solo jotas: 2 cifras</translation>
    </message>
    <message>
        <source>Greenhorn</source>
        <extracomment>a computer player&apos;s level: a beginner (a &quot;tenderfoot&quot; in the Wild West)</extracomment>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Deputy</source>
        <extracomment>a computer player&apos;s level: the sheriff&apos;s helper</extracomment>
        <translation>Ayudante</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <extracomment>a computer player&apos;s level: the best (never wrong)</extracomment>
        <translation>Sheriff</translation>
    </message>
    <message>
        <source>New in town: makes the mistakes beginners make, and is sometimes right.</source>
        <translation>Recién llegado al pueblo: comete los errores de los principiantes y a veces acierta.</translation>
    </message>
    <message>
        <source>Usually right, but slips now and then, mostly on 4-digit numbers.</source>
        <translation>Casi siempre acierta, pero a veces se equivoca, sobre todo con números de 4 cifras.</translation>
    </message>
    <message>
        <source>Never wrong: you have to be quick and lucky to beat the Sheriff.</source>
        <translation>Nunca falla: para ganarle al Sheriff necesitas rapidez y suerte.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computadora: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list: &quot;2, 3 or 5&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;Ann, Ben and Cy&quot;</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>what a pupil types as the answer for 0 and 1, which have no prime factors: one short word, lower case, the same word as in every message that says &quot;type none&quot;</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>dos veces</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a player gets when the name box is left blank: %1 the seat (1, 2, 3…)</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>lunes</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>martes</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>miércoles</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>jueves</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>viernes</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>sábado</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>domingo</translation>
    </message>
    <message>
        <source>January</source>
        <translation>enero</translation>
    </message>
    <message>
        <source>February</source>
        <translation>febrero</translation>
    </message>
    <message>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <source>April</source>
        <translation>abril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mayo</translation>
    </message>
    <message>
        <source>June</source>
        <translation>junio</translation>
    </message>
    <message>
        <source>July</source>
        <translation>julio</translation>
    </message>
    <message>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
</context>
</TS>
