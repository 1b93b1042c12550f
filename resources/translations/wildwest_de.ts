<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Wild West %1&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A card game for practising prime factorisation.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;It works without the internet and never connects to it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Log file&lt;/b&gt; (send it with a bug report):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Records and saved games folder&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Settings file&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;School settings&lt;/b&gt; (administrator&apos;s files):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Locked by the school&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What could not be used in them&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Wild West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerWayView</name>
    <message>
        <source>Answer by ladder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Records won&apos;t be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records and settings won&apos;t be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppPaths</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Learn to play (Esc): your game comes back as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Look at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalloutBubble</name>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPickerView</name>
    <message>
        <source>e.g. KS 3S AH 10S 5S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face card, then the digit cards, as codes: rank and suit, like KS for the King of spades, T or 10 for ten, JK for a joker. Enter confirms the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or ty&amp;pe codes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the last card off (Backspace in the cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this turn&apos;s cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last turn entered (asks first; Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game now (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score these cards (Enter in the codes box, or Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digit pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Checker</name>
    <message>
        <source>Type a whole number from 0 to 1 000 000 000 000 to see its prime factors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × … (%2 prime factors in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: nothing left to divide, so the ladder stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (does|do) not divide it; </source>
        <extracomment>%1 is the list of primes tried first (&quot;3, 5&quot;); the count picks &quot;does&quot; or &quot;do&quot;</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3: %4%2 divides %1. Primes to try here go up to %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try primes up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is less than 2, so there is no prime to try: %2 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is less than 2, so %2 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every prime up to %1 was already ruled out higher up the ladder (they are all smaller than %2), so %3 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primes up to %1 were ruled out above, so %2 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no prime up to %2 divides %3, so %3 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no prime up to %1 divides it, so %2 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⋮ ÷ %1 another %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (just %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 primes: 2, 3, 5, … %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prime up to %1%2 divides %3, so %3 is prime. If %3 were a × b, the smaller of a and b would be at most √%3, so one of those primes would have divided it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why stop at the square root? If %1 = a × b, a and b can&apos;t both be bigger than √%1 (their product would be too big). So you only need to try the primes up to %2%3. As you divide, the number gets smaller and so does its square root. When no prime up to the square root divides what&apos;s left, what&apos;s left is prime.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckerPage</name>
    <message>
        <source>Type a number, e.g. 360</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number to factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any whole number from 0 to 1 000 000 000 000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Num&amp;ber to factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why you can stop at the square root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the number into two factors, then split those, until every branch ends in a prime (circled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index form</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong inside Wild West, but your game is safe and you can keep playing.

If it happens again, please show your teacher. The details are in the log file (Help → About says where).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealFiles</name>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DivisibilityPage</name>
    <message>
        <source>T&amp;urn&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test the number on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chec&amp;ker&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test the number in the factor checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the ru&amp;les</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each rule under its test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number in the Factor tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card, or test the checker&apos;s number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick divisibility tests. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick divisibility tests for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>divides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test for %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Type the factors, like 2 × 3 × 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the factors, like 2 × 3 × 5 (or &quot;none&quot; for 0 and 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That number is far too big: numbers in this game have at most 4 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That answer is too long: a number in this game has at most 13 prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1^ needs a power after the ^, like %1^2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer ends with %1: is a factor missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2³</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a power: put it after a number, like 2%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2^3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>^ needs a number before it, like 2^3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer starts with %1: type a number first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are two %1 signs in a row: is a number missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big to be a factor: numbers in this game have at most 4 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is too many factors: a number up to 9 999 has at most 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is 1, which is not a prime factor: leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is far too big: numbers in this game have at most 4 digits, so no power above %2 is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the number is prime, type the number itself as its only factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only numbers and × can be used: &quot;%1&quot; is not a number (type &quot;none&quot; for 0 and 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors are never negative: use %1, not -%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number: prime factors are whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors: they are multiplied, not added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors, not -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the factors multiplied together, like 2 × 3 × 5, not divided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type just the factors, without =, like 2 × 3 × 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No brackets needed: type the factors like 2^2 × 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a digit we can read: use the digits 0 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used in an answer: type the factors like 2 × 3 × 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot count: %2 has no prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a prime factor of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 divides %2 more than %3: a repeated %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide %2, and %1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not prime: it can still be divided — try the small primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears too often: %2 does not divide %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use only primes that divide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every factor must be a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 and 1 are not primes, so leave them out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime, so leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 has no prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Type &quot;none&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has prime factors: only 0 and 1 have none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a prime appears too often, and a factor is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a factor is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the product is too small, so a factor is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the primes are right, but not how many times each one appears</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: that is too big, so there are too many factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a repeated prime is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use only primes that divide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every factor must be a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every factor must be a prime, and the smallest prime is 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: find primes that multiply to make %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2, but %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 alone is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is far more than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to make %1 by multiplying primes, like 2 × 3 or 5 × 7. Can you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every prime is 2 or more, so primes multiplied together always make 2 or more, never %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a number cannot be made by multiplying primes, type &quot;none&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have typed all the prime factors of %1. Press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your right primes already make %1: take out the other numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have %1 so far. %2 ÷ %3 = %4: now find the primes of %4. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try %1: %2 ÷ %1 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Now find the primes of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Then %2 ÷ %3 = %4. Now find the primes of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 is made of %2 primes multiplied together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which primes divide %1? Try each prime up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 is even. Which prime divides every even number?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 is odd, so 2 does not divide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 and 3 do not divide 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 If not, try the next primes: 7, 11, 13 and so on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Which prime does?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Try 7: %2 ÷ 7 is %3 with %4 left over, so 7 does not divide it either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0, 2, 4, 6 or 8, then 2 divides %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0 or 5, then 5 divides %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add up the digits of %1: %2. If 3 divides the total, 3 divides %1 too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. Try the next prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the smallest primes: does 2, 3 or 5 divide %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the smallest primes. Is %1 even? Does 3 divide the total of its digits? Does it end in 0 or 5?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 does not divide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its digits add up to %1, so 3 does not divide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. %2 It does not end in 0 or 5, so 5 does not divide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only 1 and %1 divide %1. What does that tell you about %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 do not divide %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the primes from 2 to %1 divides %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The next prime is %2, and %2 × %2 = %3 is more than %4, so you can stop trying. What does that tell you about %4?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a card: %1 its rank (Ace, Two … King), %2 its suit (spades, hearts…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (digit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last digit is even (0, 2, 4, 6 or 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number made by the last two digits is a multiple of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last digit is 0 or 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it passes the tests for both 2 and 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number made by the last three digits is a multiple of 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last digit is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digits, added and subtracted in turn from the right, give a multiple of 11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>so %1 divides %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>so %1 does not divide %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 of %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last %1 digits make %2, %3 of %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 of 11, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 = %1 × 0, so %1 divides 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an odd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends in %2, %3 digit, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not 0 or 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends in %2%3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both 2 and 3 divide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 divides %1 but 3 does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 divides %1 but 2 does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither 2 nor 3 divides %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime: the smallest prime is 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is bigger than %2, so it cannot divide %2: try a prime up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have tried %1 already: it does not divide %2. Try another prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: %1 divides %2. Now work out %2 ÷ %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide %2: %2 ÷ %1 is %3 with %4 left over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First find a prime that divides %1: try one, like %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ %2 is smaller than %1: try a smaller number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a bigger number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a smaller number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: %1 divides %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: %1 is not prime, so a prime up to %2 divides it. Try %3 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only 1 and %1 divide %1, so %1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 So %2 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First write %1 ÷ %2 underneath: what is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: 0 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: 1 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 ÷ %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Now go on with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prime up to %1 divides %2, and the next prime, %3, is too big: %3 × %3 = %4 is more than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it can still be divided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not prime: %2. Try a prime, like %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>like 2, 3 or 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>like 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a prime to try, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative numbers cannot be used here: type 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is far too long. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime: primes are whole numbers bigger than 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not prime: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 has no prime factors: every prime divides 0, so 0 cannot be split into primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 has no prime factors: it is not a prime, and it is not a product of primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a whole number, like 360</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is too long: type a whole number up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no digits: type a whole number, like 360</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number: type one without a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a digit: type a whole number with %2, like 360</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digits 0 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative numbers have no prime factorisation: type 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big: the checker goes up to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactorResult</name>
    <message>
        <source>Expanded: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor tree: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Wild West games (*.wwgame);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the &amp;cards as a deal file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;deal sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save sheet as P&amp;DF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal sheet with answer key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the cards as a deal file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.

The game you were playing is still here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West records %1.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export records</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the name is too long (%1 bytes; at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something that is not a file (a pipe or a device) has that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing stopped part-way%1: disk full?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed%1: disk full?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrozenFirstColumnTable</name>
    <message>
        <source>Player names</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Pick the face card you turned over first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown mode %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: computer players play by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your teacher has chosen the division ladder: climb it step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no ladder to climb now: the ladder is for your own turn in Practice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same players, mode and rules; a new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the last &amp;turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source>a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checker is locked while %1 answers (Challenge). It opens again when the turn is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It opens again when the turn is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look-up is locked while %1 answers (Challenge). The list still scrolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sieve is locked while %1 answers (Challenge). %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prime map is locked while %1 answers (Challenge). %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HundredSquare</name>
    <message>
        <source>Hundred square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IndexFormView</name>
    <message>
        <source>Index form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written out: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who holds these primes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who holds it:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Key</name>
    <message>
        <source>Start a game to see who holds which prime.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message>
        <source>: %1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: the foot of the ladder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tried %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division ladder for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no prime factors: the ladder has nothing to divide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already ruled out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out %1 ÷ %2. Check: %2 × your answer should make %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a prime on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> If no prime divides it, it is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb the division ladder step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type the factorisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your teacher has chosen how you answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb the division ladder for %1, one step at a time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderAnswer</name>
    <message>
        <source>Division ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step on the ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes ruled out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prime, like 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a prime and press Enter to see if it divides what is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tr&amp;y it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the prime you typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is &amp;prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is left is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say that what is left is prime: no prime smaller than it divides it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small primes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is left after dividing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the answer of the division underneath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 what?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, tried: it does not divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide what is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>Division ladder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>The computer&apos;s language (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used when Wild West starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West will speak %1 the next time it starts.</source>
        <extracomment>%1 the name of a language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockedRules</name>
    <message>
        <source>The house rules the school has set on this computer apply to this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played in %1, as the school has set this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its moves do not fit the house rules the school has set on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was played in %1 and the school has set this computer to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game starts again from the first turn, because %1. The file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step (press Next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skip ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit &amp;letters on cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We&apos;re out of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a square, or click the map and use the arrow keys. Ctrl + mouse wheel, or + and −, zoom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in to see the players&apos; letters and the numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares %1 pixels wide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Stop when a round can&apos;t go all the way round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player loses 1 point for each prime stolen from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shuffle: you turn over real cards on the desk and show them to the app, which keeps the score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>Back &amp;to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the cards and start playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How &amp;many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes in this order. Blank names become Player 1, 2… Any seat may be a computer player; if every seat is, you watch the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who factors the numbers?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pac&amp;ks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face cards in the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face car&amp;ds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Equal turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steals &amp;cost points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle a &amp;new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal c&amp;ode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone who types the same deal code gets the same cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal f&amp;ile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a .json file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal file names its own players and cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We play with &amp;real cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deal file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (set by your school)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Offer</name>
    <message>
        <source>Wild West — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PileItem</name>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerKey</name>
    <message>
        <source>%1 marks the primes of the last number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prime of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (prime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker: no suit, ×1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No suit matches: ×1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n suit match(es): ×%1</source>
        <extracomment>%n suit matches make the turn&apos;s points worth %1 times as much (×2, ×3…)</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, asks for %2 digits</source>
        <extracomment>the face card on the table, for screen readers: &quot;King of spades, asks for 4 digits&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, matches</source>
        <extracomment>a digit card whose suit is the face card&apos;s: &quot;Three of spades, matches&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: times %2</source>
        <extracomment>the multiplier for screen readers: &quot;3 suit matches: times 4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned over the %2, asking for %3 digits: %4. The number is %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 has no prime factors, so it scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No primes claimed: the answer was shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed %1: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STOLE %1 from %2: +%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already had %1: counts again on a steal, +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not named, so still where they were: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1 × %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STEAL! %1 scores %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scores %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 said %2 is prime, but %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 named %2, but %2 = %3 and does not divide %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 named %2, but %2 does not divide %3 (%3 ÷ %2 leaves %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 named %2 as a prime, but %2 is not a prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 named %2, but %3 has no prime factors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote %2 %3, but %4 = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 typed &quot;%2&quot;, but %3.</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left out %2: %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds %2: 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stole %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept %1</source>
        <extracomment>a steal&apos;s primes the player already held (&quot;kept 3, 5&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all suits match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factorisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Each player gets %1 or %2 turns (the first players get one more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the most points (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tie on %2 points and none of them holds a prime, so they share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tie on %2 points; %3 holds the largest prime, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face card in the packs has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players ran out of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 face %2 left for %3 players, so the game ends here and everyone has had the same number of turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The next face card, %1, asks for %2 digits but only %n (is|are) left, so it is not played.</source>
        <extracomment>%1 the face card, %2 the digits it asks for; the count is the digit cards left</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (is|are) already held by %2: 0.</source>
        <extracomment>%1 the primes (&quot;3 and 5&quot;), %2 the player holding them</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. %1 %2 Standings: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next: check the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip &amp;ahead (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays next. Press Next turn to watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing: watch what it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking about %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Is it right? Press Next to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Checking it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the computer player&apos;s next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the computer player&apos;s step at once (Esc, or click the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last turn. Press See the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the app the cards you turned over (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes first. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over a face card and its digit cards, then press Enter cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes first. Press Draw to turn over a face card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the prime factors of %1 (like 2^2 × 3) and press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> One try!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What are the prime factors of %1? (Type %2 if it has none.)</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: %1 scored %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Enter cards to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Draw to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players turn over real cards and the app keeps score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone who starts a game with this deal code and the same number of players gets the same cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a computer player (%2), plays next: press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking about %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Press Next to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of Wild West for %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeList</name>
    <message>
        <source>Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000.</source>
        <extracomment>the search words (starts with, ends with, contains, under, over) are read in English only: keep them in English in this help, and translate the rest</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try 97, 100-200 or starts with 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is too long: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>containing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No search like &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free primes (nobody holds them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes of the last number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No held primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n free prime(s)</source>
        <extracomment>%n is written with a space between thousands (&quot;1 229 primes&quot;)</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held prime(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prime(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the last number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeListModel</name>
    <message>
        <source>%1: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: held by %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeListPage</name>
    <message>
        <source>97 or 100-200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look &amp;up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show which primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many primes are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · keep typing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeListView</name>
    <message>
        <source>Primes up to 9 973</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeMap</name>
    <message>
        <source>Map of the numbers 1 to 10 000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move, Page Up and Page Down jump ten rows, plus and minus zoom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimePanel</name>
    <message>
        <source>Prime reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime reference sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;imes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every prime up to 9 973 and who holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The factor checker: ladder, tree and index form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sieve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sieve of Eratosthenes on a hundred square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map of 1 to 10 000 with the held primes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number and its prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>a table&apos;s heading on the next page: &quot;Turn by turn (continued)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turns played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The game ends before the last %1 face and %2 digit cards (&lt;span class=&quot;unused&quot;&gt;shown in grey&lt;/span&gt;): they are not needed, but leave them at the bottom of the piles.&lt;/p&gt;</source>
        <extracomment>HTML, keep the tags: %1 face cards and %2 digit cards are left at the end</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the cards into two piles, face down, in the order below: card 1 on top. Ace = 1, Ten = 0. Players take turns in the order listed above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Face pile (%n cards)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Digit pile (%n cards)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: what a game with correct factoring scores, and every turn of it. Turns marked in orange are steals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written (is the folder read-only, or the file open?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West was closed (or stopped) in the middle of this game. Start new leaves this game behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open anyway if that copy has stopped working. If it is still running, this copy plays normally but keeps no learning records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RealCards</name>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 asks for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the face card you turned over: a Jack, Queen, King or joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now pick the %1, from left to right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more digit(s), from left to right.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Check the cards, then press Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in this game (%1 only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cards did %1 turn over?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the face card, then the digits from left to right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1: %2&apos;s %3 (%4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards go back in the packs, the scores go back to what they were before it, and %1 enters the cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn over your cards again and press Enter cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends now and the scores so far are the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face card has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face cards have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 %2 not been entered.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We&apos;re out of cards: end the game now?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recent</name>
    <message>
        <source>cannot be reached now (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a file name this computer can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a saved game any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is no longer there (moved or deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be reached now (on a drive that is not connected?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two of a list of file names: &quot;a.wwgame and b.wwgame&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer there, so taken off Open Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are no longer there, so taken off Open Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, so it was taken off Open Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2; it stays on Open Recent for when it can be reached again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 or 1 as a factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;none&quot; for 2 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factors for 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeated prime missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsChart</name>
    <message>
        <source>Progress chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player to see their progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 right first time (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game by game: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player above to see their progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: right first time, game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name typed at the start of a game (the same name in any case is the same player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number the player&apos;s cards made, Auto turns included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers the player factored themselves (Practice and Challenge), and how many of them by division ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers exactly right at the first try with no hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns where the player asked to see the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average time from the draw to the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different primes the player has named correctly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers with this mistake: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 by ladder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 answers right first time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Learning records — Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No records yet. Every turn played is recorded under the player&apos;s name, so play a game and the records appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. A player is the name typed at the start of a game; no accounts or passwords.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>The game cannot be kept safe against a crash: %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Suit matches multiply your points&lt;/h2&gt;
&lt;p&gt;Count the digit cards with the same suit as the face card. Each match makes your
turn worth more: &lt;b&gt;1 match ×2, 2 matches ×3, 3 matches ×4, 4 matches ×5&lt;/b&gt;.
A Joker has no suit, so it never matches: ×1.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Suit matches multiply your points&quot; (HTML: keep the tags)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Steal!&lt;/h2&gt;
&lt;p&gt;If &lt;b&gt;every&lt;/b&gt; digit card matches the face card&apos;s suit (and it is not a Joker),
you steal: each prime factor of your number that another player holds is taken from
their list and put on yours, &lt;b&gt;+1 point&lt;/b&gt; each. Prime factors of your number that you
already hold count &lt;b&gt;+1&lt;/b&gt; too. The game always steals for you when it can.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Steal!&quot; (HTML: keep the tags)</extracomment>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Who finds the factors?&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Auto&lt;/b&gt;: the game factors each number and explains it.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Practice&lt;/b&gt;: you type the factors. If something is wrong, the game tells you
what (for example &quot;9 is not prime: 9 = 3 × 3&quot; or &quot;7 does not divide 3105&quot;) and you
can try again. Ask for a &lt;b&gt;hint&lt;/b&gt;, or &lt;b&gt;give up&lt;/b&gt; to see the answer (then you
claim nothing). Tick &lt;b&gt;Answer by ladder&lt;/b&gt; to climb a division ladder instead: try a
prime on the number; if it divides, write what is left underneath and go on; when no
prime up to its square root divides what is left, it is prime. The finished ladder is
your answer.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Challenge&lt;/b&gt;: you type the factors once. Every correct prime you name counts;
a prime you miss stays free for the others.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Type factors like &lt;code&gt;2^2 × 3 × 5&lt;/code&gt;, &lt;code&gt;2 x 2 x 3 x 5&lt;/code&gt; or
&lt;code&gt;2, 2, 3, 5&lt;/code&gt;. For 0 and 1, type &lt;code&gt;none&lt;/code&gt;.&lt;/p&gt;
</source>
        <extracomment>Help → Rules, the section &quot;Who finds the factors?&quot; (HTML: keep the tags)</extracomment>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West — Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) does not fit the game: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Savefile</name>
    <message>
        <source>submit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be saved: the game is too big for a save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be saved: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: it is nested far too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened (unexpected problem: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file (a pipe or a device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big to be a Wild West game (over %2 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: the game in it was never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: it holds only zero bytes (the computer may have stopped while saving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Wild West game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUL byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: it is not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends too early (it may not have finished saving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: it is not JSON (%2 at line %3, column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: it holds a number far too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a deal file, not a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its format is %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was made by a newer Wild West (%2); this is version %3: update Wild West to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deal_code&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its deal is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 moves, more than any game can have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;real_cards&quot; must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;type&quot;: &quot;draw&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an unknown type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) has the wrong keys: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (submit) must have a text, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (play_cards) must list at most %2 digits, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (play_cards): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 must be a string like &quot;draw&quot;, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 is not a move: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its deal is not valid: player %1&apos;s name must be text, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a version-3 file has no &quot;real_cards&quot; (games with real cards came later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 has an unknown type %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreRow</name>
    <message>
        <source>no primes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (their turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: %3 points, holds %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Wild West is using this data folder, so this copy keeps no learning records and no recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 at %5</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the year, %5 the time (&quot;Monday 3 March 2025 at 09:15&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 at %4</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the time (&quot;Monday 3 March at 09:15&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n turn(s)</source>
        <extracomment>%1 the scores (&quot;Ann 12, Ben 9&quot;)</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (real cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (deal %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: records are not kept here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game was kept: File → Open Recent → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The learning records are kept again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Learn to play first: its game is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game played with real cards has cards to save as a deal file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no cards to save yet: nobody has had a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards were saved as a deal file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards could not be kept here: save them with File → Save the cards as a deal file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards could not be kept as a deal file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards were saved as a deal file in the %1 folder: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (it was kept as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the game from %1? %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning records are kept for this session only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning records are kept in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Players %1 and %2 are both called %3: give each a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deal file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal file decides the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the deal code your teacher gave you, or choose a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Turn over real cards; the app keeps score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>%1: no prime factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal turns (stop when a round can&apos;t go all the way round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play until the face pile is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steals cost points (lose 1 point for each prime stolen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steals cost no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every face card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face cards: %1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules: %1; %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Played with real cards, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand-made deal, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s). %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game in progress: %n turn(s) played.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Wild West score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards of a game with real cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand-made deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, in turn order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sieve</name>
    <message>
        <source>1 is not a prime: it has only one factor, itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime, held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime, free to claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a prime: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 is not a prime, so it starts crossed out. The first number left, 2, is prime: press Next step (or click 2) to circle it and cross out its multiples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 new one%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the smallest number left, %1, is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the smallest number left is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circled %1 and crossed out its multiples: %2 … (%3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next number left is %1, and %1 × %1 = %2 is more than %3, so no more crossing out is needed: every number left is prime. There are %4 primes up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 is not a prime: it has only one factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is crossed out: it is a multiple of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is circled: it is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not crossed out yet. The next number to circle is %2: click it or press Next step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still in the square.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SievePage</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step of the sieve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the sieve again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Wild West cannot make its lock file in %1 (%2), so a second copy of the app would not be noticed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another copy of Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on computer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West is already open with this data folder (%1). Switch to that window, or close it first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingRow</name>
    <message>
        <source> (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2%3: %4 points, primes %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusView</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StealBanner</name>
    <message>
        <source>STEAL!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>No game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a star marks the primes of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: %1.</source>
        <extracomment>%1 the marks, &quot;A is Ann; B is Ben; a star marks the primes of 360&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Factors: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Factor tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a prime: the tree is just %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over the next face card and draw its digit cards for the current player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the &amp;results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your factorisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2^2 × 3 × 5   or   %1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or %1 for 0 and 1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the factorisation you typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First a divisibility rule, then a prime to try, then the next steps; never the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the answer; this turn claims no primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer by &amp;ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Draw button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Check button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scoreboard: each player&apos;s points and primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game-over page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the face card on the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the digit cards on the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number the digits make, on the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the multiplier star on the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the STEAL! banner on the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Howdy! You and Sheriff Sam take turns: find the primes in each number to score points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card and draw the digit cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face card says how many digits to draw. A Jack or a joker means 2, a Queen 3, a King 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the digits from left to right to make the number: 2♦ A♥ is 21. An Ace is 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor 21: type the primes that multiply to make it, with × or x between them. Then press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody held 3 or 7, so you claimed both: +1 point each. Your primes are listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now it is Sheriff Sam&apos;s turn. Watch!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam drew 35 = 5 × 7. You hold 7, so it scores 0 for Sam; 5 was free: +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn again: press Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Ten is the digit 0. 10♠ 4♥ makes 04, which is just 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now factor 4 and press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 = 2 × 2, and you claimed 2: each prime scores once, however often it divides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the face card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker asks for 2 digits, like a Jack, but it has no suit. Sam&apos;s 13 is free: +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: press Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9♦ and 10♦ match the Queen&apos;s suit. 1 suit match is ×2, 2 are ×3, and so on up to ×5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor 290 and press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 2 and Sam holds 5, so only 29 scores: 1 point × 3 = 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>187 = 11 × 17, both free, and 8♣ matches the Queen ♣: 2 points × 2 = 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every digit is a heart, like the Jack ♥: a full suit match! You steal its primes from whoever holds them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor 65 and press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stole 5 and 13 from Sam: +1 each. With 2 suit matches that is 2 points × 3 = 6!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam&apos;s last turn. Can Sam catch up?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam&apos;s 4370 = 2 × 5 × 19 × 23: 19 and 23 were free, 2 points × 3 = 6. It is 12 each!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie goes to the player with the largest prime. Your 29 beats Sam&apos;s 23: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That&apos;s the game. Start a new game whenever you&apos;re ready, partner!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: read what it says, then try again. Hint can help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to Wild West? Learn to play in a short game with Sheriff Sam.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam shows you each rule as you play it, in 8 turns. You can leave at any time. Learn to play is always in the Help menu and on the New game screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has gone its own way: play on as you like, or press Leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No giving up while you learn: press Hint for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch %1 play this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First read what %1 says, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewState</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>a computer player&apos;s name in the scoreboard and the turn log: &quot;Dusty Dan (computer)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a computer player (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game factors each number for you and explains it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You type the factors. Wrong answers are explained; try again, ask for hints, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You type the factors once. Every correct prime you name counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All: 2 to 4 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Kings: 2 or 3 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks only: 2 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greenhorn</source>
        <extracomment>a computer player&apos;s level: a beginner (a &quot;tenderfoot&quot; in the Wild West)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deputy</source>
        <extracomment>a computer player&apos;s level: the sheriff&apos;s helper</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheriff</source>
        <extracomment>a computer player&apos;s level: the best (never wrong)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New in town: makes the mistakes beginners make, and is sometimes right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usually right, but slips now and then, mostly on 4-digit numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never wrong: you have to be quick and lucky to beat the Sheriff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list: &quot;2, 3 or 5&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;Ann, Ben and Cy&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>what a pupil types as the answer for 0 and 1, which have no prime factors: one short word, lower case, the same word as in every message that says &quot;type none&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Monday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>January</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>February</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>April</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>June</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>July</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>August</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>September</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>October</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>November</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>December</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
