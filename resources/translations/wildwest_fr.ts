<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Wild West %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wild West %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A card game for practising prime factorisation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un jeu de cartes pour s’entraîner à la décomposition en facteurs premiers.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It works without the internet and never connects to it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il fonctionne sans Internet et ne s’y connecte jamais.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Log file&lt;/b&gt; (send it with a bug report):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fichier journal&lt;/b&gt; (à joindre quand tu signales un problème)&#xa0;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Records and saved games folder&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dossier du carnet de progrès et des parties enregistrées&lt;/b&gt;&#xa0;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Settings file&lt;/b&gt;:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fichier des réglages&lt;/b&gt;&#xa0;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;School settings&lt;/b&gt; (administrator&apos;s files):&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Réglages de l’école&lt;/b&gt; (fichiers de l’administrateur)&#xa0;:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Locked by the school&lt;/b&gt;: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verrouillé par l’école&lt;/b&gt;&#xa0;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What could not be used in them&lt;/b&gt;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ce qui n’a pas pu y être utilisé&lt;/b&gt;&#xa0;:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>About Wild West</source>
        <translation>À propos de Wild West</translation>
    </message>
</context>
<context>
    <name>AnswerWayView</name>
    <message>
        <source>Answer by ladder</source>
        <translation>Répondre avec l’échelle</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Records won&apos;t be kept: %1</source>
        <translation>Les résultats ne seront pas gardés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Records and settings won&apos;t be kept: %1</source>
        <translation>Les résultats et les réglages ne seront pas gardés&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>&amp;Ouvrir %1</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Commencer la nouvelle partie</translation>
    </message>
</context>
<context>
    <name>AppPaths</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>impossible de créer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is read-only</source>
        <translation>%1 est en lecture seule</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave Learn to play (Esc): your game comes back as it was.</source>
        <translation>Quitter «&#xa0;Apprendre à jouer&#xa0;» (Échap)&#xa0;: ta partie revient telle qu’elle était.</translation>
    </message>
    <message>
        <source> Look at %1.</source>
        <translation> Regarde %1.</translation>
    </message>
</context>
<context>
    <name>CalloutBubble</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message numerus="yes">
        <source>%n DIGITS</source>
        <extracomment>the banner on a face card (in capitals, like a poster): how many digit cards it asks for</extracomment>
        <translation>
            <numerusform>%n CHIFFRE</numerusform>
            <numerusform>%n CHIFFRES</numerusform>
        </translation>
    </message>
    <message>
        <source>WANTED</source>
        <extracomment>the head of the wanted poster on the jokers, in capitals (SE BUSCA, GESUCHT…)</extracomment>
        <translation>RECHERCHÉ</translation>
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
        <translation>A V D R</translation>
    </message>
    <message>
        <source>S H D C</source>
        <extracomment>the letters typed for spades, hearts, diamonds and clubs, in this order, space-separated (German: P H KA KR: Karo and Kreuz both start with K, so two letters each). A test checks that the four differ and that no code reads as two cards: a letter English uses for another suit (S H D C) cannot be used (French C for Cœur would make AC both the Ace of clubs and the Ace of hearts).</extracomment>
        <translation>P CO CA T</translation>
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
        <translation>Codes des cartes</translation>
    </message>
    <message>
        <source>Or ty&amp;pe codes:</source>
        <translation>Ou ta&amp;pe les codes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Remove last card</source>
        <translation>Retirer &amp;la dernière carte</translation>
    </message>
    <message>
        <source>Take the last card off (Backspace in the cards)</source>
        <translation>Retirer la dernière carte (Retour arrière dans les cartes)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Start this turn&apos;s cards again</source>
        <translation>Recommencer les cartes de ce tour</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>Retour à la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Undo last turn</source>
        <translation>&amp;Annuler le dernier tour</translation>
    </message>
    <message>
        <source>Take back the last turn entered (asks first; Ctrl+Z)</source>
        <translation>Annuler le dernier tour saisi (demande d’abord&#xa0;; Ctrl+Z)</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards</source>
        <translation>On n’a plus de &amp;cartes</translation>
    </message>
    <message>
        <source>End the game now (asks first)</source>
        <translation>Terminer la partie maintenant (demande d’abord)</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>Score these cards (Enter in the codes box, or Ctrl+Enter)</source>
        <translation>Compter les points de ces cartes (Entrée dans la zone des codes, ou Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Enter confirms the turn.</source>
        <translation>Entrée valide le tour.</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Face pile</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Digit pile</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Face card</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Cartes sur la table</translation>
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
        <translation>Tape un nombre pour voir ses facteurs premiers.</translation>
    </message>
    <message>
        <source>Type a whole number from 0 to %1</source>
        <translation>Tape un nombre entier de 0 à %1</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 est premier</translation>
    </message>
    <message>
        <source>%1 × … (%2 prime factors in all)</source>
        <translation>%1 × … (%2 facteurs premiers en tout)</translation>
    </message>
    <message>
        <source>1: nothing left to divide, so the ladder stops.</source>
        <translation>1&#xa0;: plus rien à diviser, l’échelle s’arrête.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (does|do) not divide it; </source>
        <extracomment>%1 is the list of primes tried first (&quot;3, 5&quot;); the count picks &quot;does&quot; or &quot;do&quot;</extracomment>
        <translation>
            <numerusform>%1 ne le divise pas&#xa0;; </numerusform>
            <numerusform>%1 ne le divisent pas&#xa0;; </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3: %4%2 divides %1. Primes to try here go up to %5.</source>
        <translation>%1 ÷ %2 = %3&#xa0;: %4%2 divise %1. Ici, on essaie les nombres premiers jusqu’à %5.</translation>
    </message>
    <message>
        <source>try primes up to %1</source>
        <translation>essaie les nombres premiers jusqu’à %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu’à %1</translation>
    </message>
    <message>
        <source>%1 is less than 2, so there is no prime to try: %2 is prime.</source>
        <translation>%1 est plus petit que 2&#xa0;: il n’y a aucun nombre premier à essayer, donc %2 est premier.</translation>
    </message>
    <message>
        <source>%1 is less than 2, so %2 is prime</source>
        <translation>%1 est plus petit que 2, donc %2 est premier</translation>
    </message>
    <message>
        <source>every prime up to %1 was already ruled out higher up the ladder (they are all smaller than %2), so %3 is prime.</source>
        <translation>tous les nombres premiers jusqu’à %1 ont déjà été écartés plus haut sur l’échelle (ils sont tous plus petits que %2), donc %3 est premier.</translation>
    </message>
    <message>
        <source>primes up to %1 were ruled out above, so %2 is prime</source>
        <translation>les nombres premiers jusqu’à %1 ont été écartés plus haut, donc %2 est premier</translation>
    </message>
    <message>
        <source>%1: no prime up to %2 divides %3, so %3 is prime.</source>
        <translation>%1&#xa0;: aucun nombre premier jusqu’à %2 ne divise %3, donc %3 est premier.</translation>
    </message>
    <message>
        <source>no prime up to %1 divides it, so %2 is prime</source>
        <translation>aucun nombre premier jusqu’à %1 ne le divise, donc %2 est premier</translation>
    </message>
    <message>
        <source>⋮ ÷ %1 another %2 times</source>
        <translation>⋮ ÷ %1 encore %2 fois</translation>
    </message>
    <message>
        <source> (just %1)</source>
        <translation> (seulement %1)</translation>
    </message>
    <message>
        <source> (%1 primes: 2, 3, 5, … %2)</source>
        <translation> (%1 nombres premiers&#xa0;: 2, 3, 5, … %2)</translation>
    </message>
    <message>
        <source>No prime up to %1%2 divides %3, so %3 is prime. If %3 were a × b, the smaller of a and b would be at most √%3, so one of those primes would have divided it.</source>
        <translation>Aucun nombre premier jusqu’à %1%2 ne divise %3, donc %3 est premier. Si %3 était égal à a × b, le plus petit des deux nombres a et b serait au plus √%3&#xa0;: l’un de ces nombres premiers l’aurait donc divisé.</translation>
    </message>
    <message>
        <source>Why stop at the square root? If %1 = a × b, a and b can&apos;t both be bigger than √%1 (their product would be too big). So you only need to try the primes up to %2%3. As you divide, the number gets smaller and so does its square root. When no prime up to the square root divides what&apos;s left, what&apos;s left is prime.</source>
        <translation>Pourquoi s’arrêter à la racine carrée&#xa0;? Si %1 = a × b, a et b ne peuvent pas être tous les deux plus grands que √%1 (leur produit serait trop grand). Il suffit donc d’essayer les nombres premiers jusqu’à %2%3. À chaque division, le nombre devient plus petit, et sa racine carrée aussi. Quand aucun nombre premier jusqu’à la racine carrée ne divise ce qui reste, ce qui reste est premier.</translation>
    </message>
</context>
<context>
    <name>CheckerPage</name>
    <message>
        <source>Type a number, e.g. 360</source>
        <translation>Tape un nombre, ex. 360</translation>
    </message>
    <message>
        <source>Number to factor</source>
        <translation>Nombre à décomposer</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 1 000 000 000 000</source>
        <translation>N’importe quel nombre entier de 0 à 1&#xa0;000&#xa0;000&#xa0;000&#xa0;000</translation>
    </message>
    <message>
        <source>Num&amp;ber to factor:</source>
        <translation>No&amp;mbre à décomposer&#xa0;:</translation>
    </message>
    <message>
        <source>Why you can stop at the square root</source>
        <translation>Pourquoi on peut s’arrêter à la racine carrée</translation>
    </message>
    <message>
        <source>Split the number into two factors, then split those, until every branch ends in a prime (circled).</source>
        <translation>Coupe le nombre en deux facteurs, puis coupe-les à leur tour, jusqu’à ce que chaque branche se termine par un nombre premier (entouré).</translation>
    </message>
    <message>
        <source>Division ladder</source>
        <translation>Échelle de divisions</translation>
    </message>
    <message>
        <source>Factor tree</source>
        <translation>Arbre des facteurs</translation>
    </message>
    <message>
        <source>Index form</source>
        <translation>Avec puissances</translation>
    </message>
</context>
<context>
    <name>ClassFolder</name>
    <message>
        <source>Only the first %1 computers&apos; folders were read</source>
        <translation>Seuls les dossiers des %1 premiers ordinateurs ont été lus</translation>
    </message>
    <message>
        <source>A computer&apos;s folder could not be read: %1</source>
        <translation>Le dossier d’un ordinateur n’a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Only %1 of the %2 files in a computer&apos;s folder were read</source>
        <translation>Seuls %1 des %2 fichiers du dossier d’un ordinateur ont été lus</translation>
    </message>
    <message>
        <source>A file could not be read (%1): it is tried again next time</source>
        <translation>Un fichier n’a pas pu être lu (%1)&#xa0;: nouvel essai la prochaine fois</translation>
    </message>
    <message>
        <source>A file was skipped: it is too big to be a journal</source>
        <translation>Un fichier a été ignoré&#xa0;: il est trop gros pour être un journal</translation>
    </message>
    <message>
        <source>A file was skipped: a newer Wild West wrote it (format %1)</source>
        <translation>Un fichier a été ignoré&#xa0;: une version plus récente de Wild West l’a écrit (format %1)</translation>
    </message>
    <message>
        <source>A file was skipped: it is not a Wild West journal, or it is damaged</source>
        <translation>Un fichier a été ignoré&#xa0;: ce n’est pas un journal de Wild West, ou il est endommagé</translation>
    </message>
    <message>
        <source>A newer Wild West wrote entries this version cannot read: %1 read, the others skipped</source>
        <translation>Une version plus récente de Wild West a écrit des entrées que celle-ci ne sait pas lire&#xa0;: %1 lues, les autres ignorées</translation>
    </message>
    <message>
        <source>A file is damaged or cut short: %1 entries read, %2 lines skipped</source>
        <translation>Un fichier est endommagé ou tronqué&#xa0;: %1 entrées lues, %2 lignes ignorées</translation>
    </message>
    <message>
        <source>The file is too big for a class list (at most %1 KB)</source>
        <translation>Le fichier est trop gros pour une liste de classe (%1&#xa0;Ko au plus)</translation>
    </message>
    <message>
        <source>The file is not text: it cannot be a class list</source>
        <translation>Le fichier n’est pas du texte&#xa0;: ce ne peut pas être une liste de classe</translation>
    </message>
    <message>
        <source>line %1: too long to be a name</source>
        <translation>ligne %1&#xa0;: trop longue pour être un nom</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; cannot be a name (at most 24 characters, no control characters)</source>
        <translation>ligne %1&#xa0;: «&#xa0;%2&#xa0;» ne peut pas être un nom (24 caractères au plus, sans caractères de contrôle)</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is on the list already</source>
        <translation>ligne %1&#xa0;: «&#xa0;%2&#xa0;» est déjà sur la liste</translation>
    </message>
    <message>
        <source>A class list holds at most %1 names: the rest were left out</source>
        <translation>Une liste de classe contient au plus %1 noms&#xa0;: les autres ont été laissés de côté</translation>
    </message>
    <message>
        <source>A class list file was skipped: it is damaged or not a class list (%1)</source>
        <translation>Un fichier de liste de classe a été ignoré&#xa0;: il est endommagé ou ce n’est pas une liste de classe (%1)</translation>
    </message>
    <message>
        <source>The class list is damaged: the names that could be read are shown</source>
        <translation>La liste de classe est endommagée&#xa0;: les noms lisibles sont affichés</translation>
    </message>
    <message>
        <source>the class folder cannot be found</source>
        <translation>le dossier de la classe est introuvable</translation>
    </message>
    <message>
        <source>the class folder is read-only</source>
        <translation>le dossier de la classe est en lecture seule</translation>
    </message>
    <message>
        <source>the class folder is full</source>
        <translation>le dossier de la classe est plein</translation>
    </message>
    <message>
        <source>the class folder cannot be written (%1)</source>
        <translation>impossible d’écrire dans le dossier de la classe (%1)</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message numerus="yes">
        <source>%n turn(s) waiting for the class folder</source>
        <translation>
            <numerusform>%n tour attend le dossier de la classe</numerusform>
            <numerusform>%n tours attendent le dossier de la classe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 &quot;3 turns waiting for the class folder&quot;, %2 why (&quot;the class folder is full&quot;)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>misses %1</source>
        <translation>oublie %1</translation>
    </message>
    <message>
        <source>does not split %1</source>
        <translation>ne décompose pas %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>Not played this week: %1</source>
        <translation>Pas joué cette semaine&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 pupils</source>
        <extracomment>%1 a kind of mistake, %2 how many pupils made it, %3 of how many who answered</extracomment>
        <translation>%1&#xa0;: %2 élèves sur %3</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Primes missed most</source>
        <translation>Nombres premiers les plus oubliés</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message numerus="yes">
        <source>in progress (%n turn(s))</source>
        <translation>
            <numerusform>en cours (%n tour)</numerusform>
            <numerusform>en cours (%n tours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Class game: deal %1</source>
        <translation>Partie de classe&#xa0;: donne %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 &quot;3 players&quot;, %2 &quot;2 packs&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(retiré)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of %1: %2, %3 of %4 answers right first time</source>
        <extracomment>a week of a pupil&apos;s chart: %1 the week&apos;s Monday, %2 &quot;14 turns&quot;, %3 right first time, %4 answers</extracomment>
        <translation>Semaine du %1&#xa0;: %2, %3 réponses sur %4 justes du premier coup</translation>
    </message>
    <message>
        <source>Week of %1: %2</source>
        <translation>Semaine du %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: left out %2, not split %3, in %n number(s)</source>
        <extracomment>a prime a pupil gets wrong at the first try: %1 the prime, %2 how many times it was left out, %3 how many times it was not split out, %n how many numbers it divided</extracomment>
        <translation>
            <numerusform>%1&#xa0;: oublié %2 fois, non décomposé %3 fois, dans %n nombre</numerusform>
            <numerusform>%1&#xa0;: oublié %2 fois, non décomposé %3 fois, dans %n nombres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computer(s)</source>
        <translation>
            <numerusform>%n ordinateur</numerusform>
            <numerusform>%n ordinateurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 on %3</source>
        <extracomment>%1 &quot;4 games&quot;, %2 &quot;56 turns&quot;, %3 &quot;on 2 computers&quot;</extracomment>
        <translation>%1 et %2 sur %3</translation>
    </message>
    <message>
        <source>%1 of %2 answers right first time (%3)</source>
        <extracomment>after the games and turns: %1 right first time, %2 answers, %3 the share</extracomment>
        <translation>%1 réponses sur %2 justes du premier coup (%3)</translation>
    </message>
    <message>
        <source>Reading the class folder…</source>
        <translation>Lecture du dossier de la classe…</translation>
    </message>
    <message>
        <source>The class folder cannot be read now (%1): the figures are from %2</source>
        <extracomment>the class folder cannot be read now: %1 why, %2 when the figures shown were read</extracomment>
        <translation>Le dossier de la classe ne peut pas être lu maintenant (%1)&#xa0;: les chiffres datent de %2</translation>
    </message>
    <message>
        <source>Read at %1: %2 from %3</source>
        <extracomment>%1 the time, %2 &quot;312 turns&quot;, %3 &quot;3 computers&quot;</extracomment>
        <translation>Lu à %1&#xa0;: %2 de %3</translation>
    </message>
    <message>
        <source>Not on the class list: %1</source>
        <translation>Pas sur la liste de classe&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, removed %2</source>
        <extracomment>%1 the pupil, %2 when the teacher removed them (&quot;2 Mar 2026 10:05&quot;)</extracomment>
        <translation>%1, retiré le %2</translation>
    </message>
    <message>
        <source>Type the deal code the class plays.</source>
        <translation>Tape le code de donne que joue la classe.</translation>
    </message>
    <message>
        <source>No game with deal %1 has reached the class folder yet.</source>
        <translation>Aucune partie avec la donne %1 n’est encore arrivée dans le dossier de la classe.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) with this deal code</source>
        <translation>
            <numerusform>%n partie avec ce code de donne</numerusform>
            <numerusform>%n parties avec ce code de donne</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (read at %2)</source>
        <extracomment>%1 &quot;3 games with this deal code&quot;, %2 the time</extracomment>
        <translation>%1 (lu à %2)</translation>
    </message>
    <message>
        <source>There is no class list yet.</source>
        <translation>Il n’y a pas encore de liste de classe.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n nom</numerusform>
            <numerusform>%n noms</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, saved by %2 on %3</source>
        <extracomment>the class list: %1 &quot;23 names&quot;, %2 the computer that saved it, %3 when</extracomment>
        <translation>%1, enregistrée par %2 le %3</translation>
    </message>
    <message>
        <source>Choose the class folder first (File → Class → Class folder…).</source>
        <translation>Choisis d’abord le dossier de la classe (Fichier → Classe → Dossier de la classe…).</translation>
    </message>
    <message>
        <source>%1&apos;s records were removed from the class.</source>
        <translation>Les résultats de %1 ont été retirés de la classe.</translation>
    </message>
    <message>
        <source>The records are back in the class.</source>
        <translation>Les résultats sont de retour dans la classe.</translation>
    </message>
    <message>
        <source>This computer cannot write to the class folder now, so nothing was changed.</source>
        <translation>Cet ordinateur ne peut pas écrire dans le dossier de la classe maintenant, donc rien n’a été changé.</translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <extracomment>%1 &quot;312 rows&quot;, %2 the file</extracomment>
        <translation>%1 exportées dans %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>The class list could not be saved: %1</source>
        <extracomment>the class list could not be saved: %1 why (&quot;the class folder is read-only&quot;)</extracomment>
        <translation>La liste de classe n’a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The class list was saved.</source>
        <translation>La liste de classe a été enregistrée.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ce n’est pas un fichier</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 the file, %2 why</extracomment>
        <translation>%1 n’a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Class folder — Wild West</source>
        <translation>Dossier de la classe — Wild West</translation>
    </message>
    <message>
        <source>Choose the same folder on every computer of the class: a folder on the school&apos;s file server, or a USB stick you take from computer to computer. Each computer writes its pupils&apos; turns there, and the class view reads them all. When the folder cannot be reached, the turns wait on the computer and go when it is back.</source>
        <translation>Choisis le même dossier sur chaque ordinateur de la classe&#xa0;: un dossier sur le serveur de l’école, ou une clé USB que tu portes d’un ordinateur à l’autre. Chaque ordinateur y écrit les tours de ses élèves, et la vue de la classe les lit tous. Quand le dossier est injoignable, les tours attendent sur l’ordinateur et partent dès qu’il revient.</translation>
    </message>
    <message>
        <source>C&amp;hoose a folder…</source>
        <translation>&amp;Choisir un dossier…</translation>
    </message>
    <message>
        <source>&amp;No class folder</source>
        <translation>&amp;Pas de dossier de classe</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Class folder: %1</source>
        <translation>Dossier de la classe&#xa0;: %1</translation>
    </message>
    <message>
        <source>This computer has no class folder.</source>
        <translation>Cet ordinateur n’a pas de dossier de classe.</translation>
    </message>
    <message>
        <source>The school has set this computer&apos;s class folder: it cannot be changed here.</source>
        <translation>L’école a fixé le dossier de la classe de cet ordinateur&#xa0;: il ne peut pas être changé ici.</translation>
    </message>
    <message>
        <source>Choose the class folder</source>
        <translation>Choisir le dossier de la classe</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Prime factors</source>
        <translation>Facteurs premiers</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Class game — Wild West</source>
        <translation>Partie de classe — Wild West</translation>
    </message>
    <message>
        <source>&amp;Deal code:</source>
        <translation>&amp;Code de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de donne</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Afficher</translation>
    </message>
    <message>
        <source>&amp;Answer key</source>
        <translation>Co&amp;rrigé</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>Also played with this deal code, set up otherwise:</source>
        <translation>Aussi joué avec ce code de donne, autrement réglé&#xa0;:</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Listes de classe (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Class list — Wild West</source>
        <translation>Liste de classe — Wild West</translation>
    </message>
    <message>
        <source>The class&apos;s names</source>
        <translation>Les noms de la classe</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Take off the list</source>
        <translation>&amp;Retirer de la liste</translation>
    </message>
    <message>
        <source>&amp;Read names from a file…</source>
        <translation>&amp;Lire des noms dans un fichier…</translation>
    </message>
    <message>
        <source>&amp;Save the list</source>
        <translation>&amp;Enregistrer la liste</translation>
    </message>
    <message>
        <source>Read names from a file</source>
        <translation>Lire des noms dans un fichier</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>Tableurs CSV (*.csv)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Juste du premier coup</translation>
    </message>
    <message>
        <source>Class view — Wild West</source>
        <translation>Vue de la classe — Wild West</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>&amp;Remove from the class…</source>
        <translation>&amp;Retirer de la classe…</translation>
    </message>
    <message>
        <source>What was skipped and why</source>
        <translation>Ce qui a été ignoré, et pourquoi</translation>
    </message>
    <message>
        <source>Pupils removed from the class</source>
        <translation>Élèves retirés de la classe</translation>
    </message>
    <message>
        <source>&amp;Bring back</source>
        <translation>Re&amp;mettre</translation>
    </message>
    <message>
        <source>A pupil removed here is hidden from the class view and the exports, on every computer&apos;s turns until the removal; each computer&apos;s own Records keep them. Bring back undoes it.</source>
        <translation>Un élève retiré ici disparaît de la vue de la classe et des exports, avec ses tours de tous les ordinateurs jusqu’au retrait&#xa0;; les résultats de chaque ordinateur les gardent. Remettre annule le retrait.</translation>
    </message>
    <message>
        <source>&amp;Pupils</source>
        <translation>É&amp;lèves</translation>
    </message>
    <message>
        <source>The c&amp;lass</source>
        <translation>La &amp;classe</translation>
    </message>
    <message>
        <source>&amp;Skipped</source>
        <translation>&amp;Ignorés</translation>
    </message>
    <message>
        <source>Re&amp;moved</source>
        <translation>Re&amp;tirés</translation>
    </message>
    <message>
        <source>Read a&amp;gain</source>
        <translation>Lire à &amp;nouveau</translation>
    </message>
    <message>
        <source>Export &amp;turns…</source>
        <translation>Exporter les to&amp;urs…</translation>
    </message>
    <message>
        <source>Export p&amp;upils…</source>
        <translation>Exporter les élè&amp;ves…</translation>
    </message>
    <message>
        <source>Class l&amp;ist…</source>
        <translation>Liste de cl&amp;asse…</translation>
    </message>
    <message>
        <source>Everyone has played this week.</source>
        <translation>Tout le monde a joué cette semaine.</translation>
    </message>
    <message>
        <source>The mistakes most of the class makes:</source>
        <translation>Les erreurs que fait la plus grande partie de la classe&#xa0;:</translation>
    </message>
    <message>
        <source>No mistakes yet.</source>
        <translation>Pas encore d’erreurs.</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>Rien n’a été ignoré.</translation>
    </message>
    <message>
        <source>Not on the class list</source>
        <translation>Pas sur la liste de classe</translation>
    </message>
    <message>
        <source>Choose a pupil to see their progress.</source>
        <translation>Choisis un élève pour voir ses progrès.</translation>
    </message>
    <message>
        <source>%1: right first time, week by week</source>
        <translation>%1&#xa0;: juste du premier coup, semaine après semaine</translation>
    </message>
    <message>
        <source>Mistakes by kind:</source>
        <translation>Erreurs par type&#xa0;:</translation>
    </message>
    <message>
        <source>Primes missed at the first try:</source>
        <translation>Nombres premiers oubliés au premier essai&#xa0;:</translation>
    </message>
    <message>
        <source>Export every turn</source>
        <translation>Exporter tous les tours</translation>
    </message>
    <message>
        <source>Export every pupil</source>
        <translation>Exporter tous les élèves</translation>
    </message>
    <message>
        <source>Class turns.csv</source>
        <translation>Tours de la classe.csv</translation>
    </message>
    <message>
        <source>Class pupils.csv</source>
        <translation>Élèves de la classe.csv</translation>
    </message>
    <message>
        <source>Remove %1&apos;s records from the class?

Every turn %1 has played until now, on every computer, leaves the class view and the exports. Each computer&apos;s own Records keep them, and Bring back (on the Removed tab) undoes this.</source>
        <translation>Retirer les résultats de %1 de la classe&#xa0;?

Chaque tour que %1 a joué jusqu’ici, sur n’importe quel ordinateur, disparaît de la vue de la classe et des exports. Les résultats de chaque ordinateur les gardent, et Remettre (dans l’onglet Retirés) annule cela.</translation>
    </message>
    <message>
        <source>Remove from the class</source>
        <translation>Retirer de la classe</translation>
    </message>
    <message>
        <source>Progress week by week</source>
        <translation>Progrès semaine après semaine</translation>
    </message>
    <message>
        <source>%1 has not played yet.</source>
        <translation>%1 n’a pas encore joué.</translation>
    </message>
    <message>
        <source>%1, week by week: </source>
        <translation>%1, semaine après semaine&#xa0;: </translation>
    </message>
    <message>
        <source>C&amp;lass</source>
        <translation>C&amp;lasse</translation>
    </message>
    <message>
        <source>Class &amp;view…</source>
        <translation>&amp;Vue de la classe…</translation>
    </message>
    <message>
        <source>Class &amp;game…</source>
        <translation>&amp;Partie de classe…</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Liste de classe…</translation>
    </message>
    <message>
        <source>Class &amp;folder…</source>
        <translation>&amp;Dossier de la classe…</translation>
    </message>
    <message>
        <source>Choose the class folder first.</source>
        <translation>Choisis d’abord le dossier de la classe.</translation>
    </message>
    <message>
        <source>That folder cannot be the class folder.</source>
        <translation>Ce dossier ne peut pas être le dossier de la classe.</translation>
    </message>
    <message>
        <source>This computer now writes to the class folder.</source>
        <translation>Cet ordinateur écrit maintenant dans le dossier de la classe.</translation>
    </message>
    <message>
        <source>This computer has no class folder now.</source>
        <translation>Cet ordinateur n’a plus de dossier de classe.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong inside Wild West, but your game is safe and you can keep playing.

If it happens again, please show your teacher. The details are in the log file (Help → About says where).</source>
        <translation>Un problème est survenu dans Wild West, mais ta partie n’est pas perdue et tu peux continuer à jouer.

Si ça recommence, montre-le à ton professeur. Les détails sont dans le fichier journal (Aide → À propos de Wild West indique où il se trouve).</translation>
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
        <translation>%1 n’a pas pu être enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>deal files</source>
        <translation>fichiers de donne</translation>
    </message>
</context>
<context>
    <name>DivisibilityPage</name>
    <message>
        <source>Tu&amp;rn&apos;s number</source>
        <translation>Nombre du to&amp;ur</translation>
    </message>
    <message>
        <source>Test the number on the table</source>
        <translation>Tester le nombre sur la table</translation>
    </message>
    <message>
        <source>Chec&amp;ker&apos;s number</source>
        <translation>Nombre du déco&amp;mposeur</translation>
    </message>
    <message>
        <source>Test the number in the factor checker</source>
        <translation>Tester le nombre du décomposeur</translation>
    </message>
    <message>
        <source>Sh&amp;ow the rules</source>
        <translation>Afficher les rè&amp;gles</translation>
    </message>
    <message>
        <source>Show each rule under its test</source>
        <translation>Afficher chaque règle sous son test</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>pas encore de nombre</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Tests de divisibilité rapides</translation>
    </message>
    <message>
        <source>Type a number in the Factor tab.</source>
        <translation>Tape un nombre dans l’onglet Diviser.</translation>
    </message>
    <message>
        <source>Draw a card, or test the checker&apos;s number.</source>
        <translation>Pioche des cartes, ou teste le nombre du décomposeur.</translation>
    </message>
    <message>
        <source>Quick divisibility tests. %1</source>
        <translation>Tests de divisibilité rapides. %1</translation>
    </message>
    <message>
        <source>Quick divisibility tests for %1</source>
        <translation>Tests de divisibilité rapides pour %1</translation>
    </message>
    <message>
        <source>divides</source>
        <translation>divise</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>ne divise pas</translation>
    </message>
    <message>
        <source>The test for %1: %2.</source>
        <translation>Le test de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Rule: %1.</source>
        <translation>Règle&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Type the factors, like 2 × 3 × 5</source>
        <translation>Tape les facteurs, comme 2 × 3 × 5</translation>
    </message>
    <message>
        <source>Type the factors, like 2 × 3 × 5 (or &quot;none&quot; for 0 and 1)</source>
        <translation>Tape les facteurs, comme 2 × 3 × 5 (ou «&#xa0;aucun&#xa0;» pour 0 et 1)</translation>
    </message>
    <message>
        <source>That number is far too big: numbers in this game have at most 4 digits</source>
        <translation>Ce nombre est beaucoup trop grand&#xa0;: dans ce jeu, les nombres ont au plus 4 chiffres</translation>
    </message>
    <message>
        <source>That answer is too long: a number in this game has at most 13 prime factors</source>
        <translation>Cette réponse est trop longue&#xa0;: dans ce jeu, un nombre a au plus 13 facteurs premiers</translation>
    </message>
    <message>
        <source>%1^ needs a power after the ^, like %1^2</source>
        <translation>%1^ a besoin d’un exposant après le ^, comme %1^2</translation>
    </message>
    <message>
        <source>The answer ends with %1: is a factor missing?</source>
        <translation>La réponse se termine par %1&#xa0;: il manque un facteur&#xa0;?</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2³</source>
        <translation>Donne un seul exposant à chaque facteur, comme 2³</translation>
    </message>
    <message>
        <source>%1 is a power: put it after a number, like 2%1</source>
        <translation>%1 est un exposant&#xa0;: mets-le après un nombre, comme 2%1</translation>
    </message>
    <message>
        <source>Give each factor one power only, like 2^3</source>
        <translation>Donne un seul exposant à chaque facteur, comme 2^3</translation>
    </message>
    <message>
        <source>^ needs a number before it, like 2^3</source>
        <translation>Il faut un nombre avant le ^, comme 2^3</translation>
    </message>
    <message>
        <source>The answer starts with %1: type a number first</source>
        <translation>La réponse commence par %1&#xa0;: tape d’abord un nombre</translation>
    </message>
    <message>
        <source>There are two %1 signs in a row: is a number missing?</source>
        <translation>Il y a deux signes %1 à la suite&#xa0;: il manque un nombre&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is too big to be a factor: numbers in this game have at most 4 digits</source>
        <translation>%1 est trop grand pour être un facteur&#xa0;: dans ce jeu, les nombres ont au plus 4 chiffres</translation>
    </message>
    <message>
        <source>That is too many factors: a number up to 9 999 has at most 13</source>
        <translation>Ça fait trop de facteurs&#xa0;: un nombre jusqu’à 9&#xa0;999 en a au plus 13</translation>
    </message>
    <message>
        <source>%1 is 1, which is not a prime factor: leave it out</source>
        <translation>%1 vaut 1, et 1 n’est pas un facteur premier&#xa0;: enlève-le</translation>
    </message>
    <message>
        <source>%1 is far too big: numbers in this game have at most 4 digits, so no power above %2 is needed</source>
        <translation>%1 est beaucoup trop grand&#xa0;: dans ce jeu, les nombres ont au plus 4 chiffres, donc aucun exposant au-dessus de %2 n’est utile</translation>
    </message>
    <message>
        <source>If the number is prime, type the number itself as its only factor</source>
        <translation>Si le nombre est premier, tape le nombre lui-même comme seul facteur</translation>
    </message>
    <message>
        <source>Only numbers and × can be used: &quot;%1&quot; is not a number (type &quot;none&quot; for 0 and 1)</source>
        <translation>Tu ne peux utiliser que des nombres et ×&#xa0;: «&#xa0;%1&#xa0;» n’est pas un nombre (tape «&#xa0;aucun&#xa0;» pour 0 et 1)</translation>
    </message>
    <message>
        <source>Factors are never negative: use %1, not -%1</source>
        <translation>Les facteurs ne sont jamais négatifs&#xa0;: écris %1, pas -%1</translation>
    </message>
    <message>
        <source>%1 is not a whole number: prime factors are whole numbers</source>
        <translation>%1 n’est pas un nombre entier&#xa0;: les facteurs premiers sont des nombres entiers</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors: they are multiplied, not added</source>
        <translation>Mets × (ou x ou *) entre les facteurs&#xa0;: on les multiplie, on ne les additionne pas</translation>
    </message>
    <message>
        <source>Use × (or x or *) between the factors, not -</source>
        <translation>Mets × (ou x ou *) entre les facteurs, pas -</translation>
    </message>
    <message>
        <source>Type the factors multiplied together, like 2 × 3 × 5, not divided</source>
        <translation>Tape les facteurs multipliés entre eux, comme 2 × 3 × 5, pas divisés</translation>
    </message>
    <message>
        <source>Type just the factors, without =, like 2 × 3 × 5</source>
        <translation>Tape seulement les facteurs, sans =, comme 2 × 3 × 5</translation>
    </message>
    <message>
        <source>No brackets needed: type the factors like 2^2 × 3</source>
        <translation>Pas besoin de parenthèses&#xa0;: tape les facteurs comme 2^2 × 3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a digit we can read: use the digits 0 to 9</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un chiffre que l’on sait lire&#xa0;: utilise les chiffres de 0 à 9</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used in an answer: type the factors like 2 × 3 × 5</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas servir dans une réponse&#xa0;: tape les facteurs comme 2 × 3 × 5</translation>
    </message>
    <message>
        <source>%1 does not divide %2</source>
        <translation>%1 ne divise pas %2</translation>
    </message>
    <message>
        <source>%1 is a prime factor of %2</source>
        <translation>%1 est un facteur premier de %2</translation>
    </message>
    <message>
        <source>%1 divides %2 more than %3: a repeated %1 is missing</source>
        <translation>%1 apparaît %3 seulement, mais il divise %2 plus de fois&#xa0;: il manque un %1 répété</translation>
    </message>
    <message>
        <source>%1 does not divide %2, and %1 is not prime either</source>
        <translation>%1 ne divise pas %2, et %1 n’est pas premier non plus</translation>
    </message>
    <message>
        <source>%1 appears too often: %2 does not divide %3</source>
        <translation>%1 apparaît trop souvent&#xa0;: %2 ne divise pas %3</translation>
    </message>
    <message>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>deux fois</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 fois</translation>
    </message>
    <message>
        <source>Use only primes that divide %1</source>
        <translation>Utilise seulement des nombres premiers qui divisent %1</translation>
    </message>
    <message>
        <source>Every factor must be a prime</source>
        <translation>Chaque facteur doit être un nombre premier</translation>
    </message>
    <message>
        <source>0 and 1 are not primes, so leave them out</source>
        <translation>0 et 1 ne sont pas premiers, alors enlève-les</translation>
    </message>
    <message>
        <source>%1 is not a prime, so leave it out</source>
        <translation>%1 n’est pas premier, alors enlève-le</translation>
    </message>
    <message>
        <source>Right: %1 has no prime factors</source>
        <translation>Exact&#xa0;: %1 n’a pas de facteurs premiers</translation>
    </message>
    <message>
        <source>%1. Type &quot;none&quot;.</source>
        <translation>%1. Tape «&#xa0;aucun&#xa0;».</translation>
    </message>
    <message>
        <source>%1 has prime factors: only 0 and 1 have none</source>
        <translation>%1 a des facteurs premiers&#xa0;: seuls 0 et 1 n’en ont pas</translation>
    </message>
    <message>
        <source>Right: %1 is prime</source>
        <translation>Exact&#xa0;: %1 est premier</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Exact&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>%1: a prime appears too often, and a factor is missing</source>
        <translation>%1&#xa0;: un nombre premier apparaît trop souvent, et il manque un facteur</translation>
    </message>
    <message>
        <source>%1: a factor is missing</source>
        <translation>%1&#xa0;: il manque un facteur</translation>
    </message>
    <message>
        <source>%1: the product is too small, so a factor is missing</source>
        <translation>%1&#xa0;: le produit est trop petit, donc il manque un facteur</translation>
    </message>
    <message>
        <source>%1: the primes are right, but not how many times each one appears</source>
        <translation>%1&#xa0;: ce sont les bons nombres premiers, mais pas le bon nombre de fois pour chacun</translation>
    </message>
    <message>
        <source>%1: that is too big, so there are too many factors</source>
        <translation>%1&#xa0;: c’est trop grand, donc il y a trop de facteurs</translation>
    </message>
    <message>
        <source>%1: a repeated prime is missing</source>
        <translation>%1&#xa0;: il manque un nombre premier répété</translation>
    </message>
    <message>
        <source>use only primes that divide %1</source>
        <translation>utilise seulement des nombres premiers qui divisent %1</translation>
    </message>
    <message>
        <source>every factor must be a prime</source>
        <translation>chaque facteur doit être un nombre premier</translation>
    </message>
    <message>
        <source>Every factor must be a prime, and the smallest prime is 2</source>
        <translation>Chaque facteur doit être un nombre premier, et le plus petit nombre premier est 2</translation>
    </message>
    <message>
        <source>: find primes that multiply to make %1</source>
        <translation>&#xa0;: trouve des nombres premiers qui, multipliés entre eux, donnent %1</translation>
    </message>
    <message>
        <source>%1 = %2, but %3</source>
        <translation>%1 = %2, mais %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 alone is not %2</source>
        <translation>%1 tout seul ne fait pas %2</translation>
    </message>
    <message>
        <source>%1 is far more than %2</source>
        <translation>%1, c’est beaucoup plus que %2</translation>
    </message>
    <message>
        <source>%1 = %2, not %3</source>
        <translation>%1 = %2, pas %3</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 est premier</translation>
    </message>
    <message>
        <source>Try to make %1 by multiplying primes, like 2 × 3 or 5 × 7. Can you?</source>
        <translation>Essaie d’obtenir %1 en multipliant des nombres premiers, comme 2 × 3 ou 5 × 7. Tu y arrives&#xa0;?</translation>
    </message>
    <message>
        <source>Every prime is 2 or more, so primes multiplied together always make 2 or more, never %1.</source>
        <translation>Chaque nombre premier vaut 2 ou plus, donc des nombres premiers multipliés entre eux donnent toujours 2 ou plus, jamais %1.</translation>
    </message>
    <message>
        <source>If a number cannot be made by multiplying primes, type &quot;none&quot;.</source>
        <translation>Si on ne peut pas obtenir un nombre en multipliant des nombres premiers, tape «&#xa0;aucun&#xa0;».</translation>
    </message>
    <message>
        <source>You have typed all the prime factors of %1. Press Check.</source>
        <translation>Tu as tapé tous les facteurs premiers de %1. Appuie sur Vérifier.</translation>
    </message>
    <message>
        <source>Your right primes already make %1: take out the other numbers.</source>
        <translation>Tes bons nombres premiers donnent déjà %1&#xa0;: enlève les autres nombres.</translation>
    </message>
    <message>
        <source>Try %2: divide %1 by %2.</source>
        <translation>Essaie %2&#xa0;: divise %1 par %2.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3. Now find the primes of %3.</source>
        <translation>%1 ÷ %2 = %3. Cherche maintenant les nombres premiers de %3.</translation>
    </message>
    <message>
        <source>Divide %1 by %2. Is what is left prime?</source>
        <translation>Divise %1 par %2. Ce qui reste est-il premier&#xa0;?</translation>
    </message>
    <message>
        <source>You have %1 so far. </source>
        <translation>Tu as %1 pour l’instant. </translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left.</source>
        <translation>Divise %1 par %2 et cherche les nombres premiers de ce qui reste.</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try the smallest primes on what is left, one by one.</source>
        <translation>Divise %1 par %2, puis essaie les plus petits nombres premiers sur ce qui reste, un par un.</translation>
    </message>
    <message>
        <source>Divide %1 by %2 and find the primes of what is left. %3</source>
        <translation>Divise %1 par %2 et cherche les nombres premiers de ce qui reste. %3</translation>
    </message>
    <message>
        <source>Divide %1 by %2, then try %3 on what is left.</source>
        <translation>Divise %1 par %2, puis essaie %3 sur ce qui reste.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0, 2, 4, 6 or 8, then %2 divides %1.</source>
        <translation>Regarde le dernier chiffre de %1. Si c’est 0, 2, 4, 6 ou 8, alors %2 divise %1.</translation>
    </message>
    <message>
        <source>Look at the last digit of %1. If it is 0 or 5, then %2 divides %1.</source>
        <translation>Regarde le dernier chiffre de %1. Si c’est 0 ou 5, alors %2 divise %1.</translation>
    </message>
    <message>
        <source>Add up the digits of %1: %2. If %3 divides the total, %3 divides %1 too.</source>
        <translation>Additionne les chiffres de %1&#xa0;: %2. Si %3 divise le total, %3 divise aussi %1.</translation>
    </message>
    <message>
        <source>%1. The next prime is %2, and %2 × %2 is more than %3, so you can stop trying. What does that tell you about %3?</source>
        <translation>%1. Le nombre premier suivant est %2, et %2 × %2 est plus grand que %3&#xa0;: tu peux arrêter de chercher. Qu’est-ce que ça te dit sur %3&#xa0;?</translation>
    </message>
    <message>
        <source>Which primes divide %1? Try each prime up to %1.</source>
        <translation>Quels nombres premiers divisent %1&#xa0;? Essaie chaque nombre premier jusqu’à %1.</translation>
    </message>
    <message>
        <source>2 is even. Which prime divides every even number?</source>
        <translation>2 est pair. Quel nombre premier divise tous les nombres pairs&#xa0;?</translation>
    </message>
    <message>
        <source>3 is odd, so 2 does not divide it.</source>
        <translation>3 est impair, donc 2 ne le divise pas.</translation>
    </message>
    <message>
        <source>2 and 3 do not divide 5.</source>
        <translation>2 et 3 ne divisent pas 5.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. Try the next prime.</source>
        <translation>%1 est impair, donc 2 ne le divise pas. Essaie le nombre premier suivant.</translation>
    </message>
    <message>
        <source>%1 does not count here: %2 has no prime factors</source>
        <translation>%1 ne compte pas ici&#xa0;: %2 n’a pas de facteurs premiers</translation>
    </message>
    <message>
        <source>%1 If not, try the next primes in turn.</source>
        <translation>%1 Sinon, essaie les nombres premiers suivants, dans l’ordre.</translation>
    </message>
    <message>
        <source>If what is left ends in 0, 2, 4, 6 or 8, then %1 divides it.</source>
        <translation>Si ce qui reste se termine par 0, 2, 4, 6 ou 8, alors %1 le divise.</translation>
    </message>
    <message>
        <source>If what is left ends in 0 or 5, then %1 divides it.</source>
        <translation>Si ce qui reste se termine par 0 ou 5, alors %1 le divise.</translation>
    </message>
    <message>
        <source>Add up the digits of what is left: if %1 divides the total, %1 divides it.</source>
        <translation>Additionne les chiffres de ce qui reste&#xa0;: si %1 divise le total, %1 le divise.</translation>
    </message>
    <message>
        <source>Try the smallest primes on it first, then the next primes in turn.</source>
        <translation>Essaie d’abord les plus petits nombres premiers, puis les suivants, dans l’ordre.</translation>
    </message>
    <message>
        <source>Try %2: %1 ÷ %2 is %3 with %4 left over, so %2 does not divide %1.</source>
        <translation>Essaie %2&#xa0;: %1 ÷ %2 donne %3 et il reste %4, donc %2 ne divise pas %1.</translation>
    </message>
    <message>
        <source>Start with the smallest primes: does 2, 3 or 5 divide %1?</source>
        <translation>Commence par les plus petits nombres premiers&#xa0;: est-ce que 2, 3 ou 5 divise %1&#xa0;?</translation>
    </message>
    <message>
        <source>Start with the smallest primes. Is %1 even? Does 3 divide the total of its digits? Does it end in 0 or 5?</source>
        <translation>Commence par les plus petits nombres premiers. Est-ce que %1 est pair&#xa0;? Est-ce que 3 divise la somme de ses chiffres&#xa0;? Est-ce qu’il se termine par 0 ou 5&#xa0;?</translation>
    </message>
    <message>
        <source>3 does not divide it.</source>
        <translation>3 ne le divise pas.</translation>
    </message>
    <message>
        <source>Its digits add up to %1, so 3 does not divide it.</source>
        <translation>La somme de ses chiffres est %1, donc 3 ne le divise pas.</translation>
    </message>
    <message>
        <source>%1 is odd, so 2 does not divide it. %2 It does not end in 0 or 5, so 5 does not divide it.</source>
        <translation>%1 est impair, donc 2 ne le divise pas. %2 Il ne se termine pas par 0 ou 5, donc 5 ne le divise pas.</translation>
    </message>
    <message>
        <source>Only 1 and %1 divide %1. What does that tell you about %1?</source>
        <translation>Seuls 1 et %1 divisent %1. Qu’est-ce que ça te dit sur %1&#xa0;?</translation>
    </message>
    <message>
        <source>%1 and %2 do not divide %3</source>
        <translation>%1 et %2 ne divisent pas %3</translation>
    </message>
    <message>
        <source>None of the primes from 2 to %1 divides %2</source>
        <translation>Aucun des nombres premiers de 2 à %1 ne divise %2</translation>
    </message>
    <message>
        <source>the last digit is even (0, 2, 4, 6 or 8)</source>
        <translation>le dernier chiffre est pair (0, 2, 4, 6 ou 8)</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 3</source>
        <translation>la somme des chiffres est un multiple de 3</translation>
    </message>
    <message>
        <source>the number made by the last two digits is a multiple of 4</source>
        <translation>le nombre formé par les deux derniers chiffres est un multiple de 4</translation>
    </message>
    <message>
        <source>the last digit is 0 or 5</source>
        <translation>le dernier chiffre est 0 ou 5</translation>
    </message>
    <message>
        <source>it passes the tests for both 2 and 3</source>
        <translation>il réussit à la fois le test de 2 et celui de 3</translation>
    </message>
    <message>
        <source>the number made by the last three digits is a multiple of 8</source>
        <translation>le nombre formé par les trois derniers chiffres est un multiple de 8</translation>
    </message>
    <message>
        <source>the digits add up to a multiple of 9</source>
        <translation>la somme des chiffres est un multiple de 9</translation>
    </message>
    <message>
        <source>the last digit is 0</source>
        <translation>le dernier chiffre est 0</translation>
    </message>
    <message>
        <source>the digits, added and subtracted in turn from the right, give a multiple of 11</source>
        <translation>en additionnant et en soustrayant les chiffres tour à tour à partir de la droite, on obtient un multiple de 11</translation>
    </message>
    <message>
        <source>so %1 divides %2</source>
        <translation>donc %1 divise %2</translation>
    </message>
    <message>
        <source>so %1 does not divide %2</source>
        <translation>donc %1 ne divise pas %2</translation>
    </message>
    <message>
        <source>a multiple</source>
        <translation>un multiple</translation>
    </message>
    <message>
        <source>not a multiple</source>
        <translation>pas un multiple</translation>
    </message>
    <message>
        <source>%1 is %2 of %3</source>
        <translation>%1&#xa0;: %2 de %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3, %4</source>
        <translation>%1, %2 de %3, %4</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>the last %1 digits make %2, %3 of %4, %5</source>
        <translation>les %1 derniers chiffres forment %2, %3 de %4, %5</translation>
    </message>
    <message>
        <source>%1, %2 of 11, %3</source>
        <translation>%1, %2 de 11, %3</translation>
    </message>
    <message>
        <source>0 = %1 × 0, so %1 divides 0</source>
        <translation>0 = %1 × 0, donc %1 divise 0</translation>
    </message>
    <message>
        <source>an even</source>
        <translation>pair</translation>
    </message>
    <message>
        <source>an odd</source>
        <translation>impair</translation>
    </message>
    <message>
        <source>%1 ends in %2, %3 digit, %4</source>
        <translation>%1 se termine par %2, un chiffre %3, %4</translation>
    </message>
    <message>
        <source>, not 0 or 5</source>
        <translation>, pas par 0 ou 5</translation>
    </message>
    <message>
        <source>%1 ends in %2%3, %4</source>
        <translation>%1 se termine par %2%3, %4</translation>
    </message>
    <message>
        <source>, not 0</source>
        <translation>, pas par 0</translation>
    </message>
    <message>
        <source>both 2 and 3 divide %1</source>
        <translation>2 et 3 divisent tous les deux %1</translation>
    </message>
    <message>
        <source>2 divides %1 but 3 does not</source>
        <translation>2 divise %1, mais pas 3</translation>
    </message>
    <message>
        <source>3 divides %1 but 2 does not</source>
        <translation>3 divise %1, mais pas 2</translation>
    </message>
    <message>
        <source>neither 2 nor 3 divides %1</source>
        <translation>ni 2 ni 3 ne divisent %1</translation>
    </message>
    <message>
        <source>%1 is not a prime: the smallest prime is 2.</source>
        <translation>%1 n’est pas premier&#xa0;: le plus petit nombre premier est 2.</translation>
    </message>
    <message>
        <source>%1 is bigger than %2, so it cannot divide %2: try a prime up to %2.</source>
        <translation>%1 est plus grand que %2, donc il ne peut pas diviser %2&#xa0;: essaie un nombre premier jusqu’à %2.</translation>
    </message>
    <message>
        <source>You have tried %1 already: it does not divide %2. Try another prime.</source>
        <translation>Tu as déjà essayé %1&#xa0;: il ne divise pas %2. Essaie un autre nombre premier.</translation>
    </message>
    <message>
        <source>Yes: %1 divides %2. Now work out %2 ÷ %1.</source>
        <translation>Oui&#xa0;: %1 divise %2. Calcule maintenant %2 ÷ %1.</translation>
    </message>
    <message>
        <source>%1 ÷ %2 is smaller than %1: try a smaller number.</source>
        <translation>%1 ÷ %2 est plus petit que %1&#xa0;: essaie un nombre plus petit.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a bigger number.</source>
        <translation>%1 × %2 = %3, pas %4&#xa0;: essaie un nombre plus grand.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3, not %4: try a smaller number.</source>
        <translation>%1 × %2 = %3, pas %4&#xa0;: essaie un nombre plus petit.</translation>
    </message>
    <message>
        <source>First find a prime that divides %1: try a prime on it.</source>
        <translation>Trouve d’abord un nombre premier qui divise %1&#xa0;: essaie un nombre premier.</translation>
    </message>
    <message>
        <source>No: %1 is not prime, so a prime up to %2 divides it. Try the primes you have not tried yet.</source>
        <translation>Non&#xa0;: %1 n’est pas premier, donc un nombre premier jusqu’à %2 le divise. Essaie les nombres premiers que tu n’as pas encore essayés.</translation>
    </message>
    <message>
        <source>%1 What does that tell you about %2?</source>
        <translation>%1 Qu’est-ce que ça te dit sur %2&#xa0;?</translation>
    </message>
    <message>
        <source>First write %1 ÷ %2 underneath: what is it?</source>
        <translation>Écris d’abord %1 ÷ %2 en dessous&#xa0;: combien ça fait&#xa0;?</translation>
    </message>
    <message>
        <source>The ladder is finished: 0 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>L’échelle est terminée&#xa0;: 0 n’a pas de facteurs premiers, donc la réponse est «&#xa0;aucun&#xa0;».</translation>
    </message>
    <message>
        <source>The ladder is finished: 1 has no prime factors, so the answer is &quot;none&quot;.</source>
        <translation>L’échelle est terminée&#xa0;: 1 n’a pas de facteurs premiers, donc la réponse est «&#xa0;aucun&#xa0;».</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>L’échelle est terminée&#xa0;: %1 est premier.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>L’échelle est terminée&#xa0;: %1 = %2.</translation>
    </message>
    <message>
        <source>Right: %1 is prime.</source>
        <translation>Exact&#xa0;: %1 est premier.</translation>
    </message>
    <message>
        <source>Right: %1 ÷ %2 = %3.</source>
        <translation>Exact&#xa0;: %1 ÷ %2 = %3.</translation>
    </message>
    <message>
        <source> Now go on with %1.</source>
        <translation> Continue avec %1.</translation>
    </message>
    <message>
        <source>No prime up to %1 divides %2, and the next prime, %3, is too big: %3 × %3 is more than %2.</source>
        <translation>Aucun nombre premier jusqu’à %1 ne divise %2, et le nombre premier suivant, %3, est trop grand&#xa0;: %3 × %3 est plus grand que %2.</translation>
    </message>
    <message>
        <source>%1. Try a prime instead.</source>
        <translation>%1. Essaie plutôt un nombre premier.</translation>
    </message>
    <message>
        <source>like 2, 3 or 5</source>
        <translation>comme 2, 3 ou 5</translation>
    </message>
    <message>
        <source>like 12</source>
        <translation>comme 12</translation>
    </message>
    <message>
        <source>Type a prime to try, %1.</source>
        <translation>Tape un nombre premier à essayer, %1.</translation>
    </message>
    <message>
        <source>Type a number, %1.</source>
        <translation>Tape un nombre, %1.</translation>
    </message>
    <message>
        <source>Negative numbers cannot be used here: type 0 or more.</source>
        <translation>Les nombres négatifs ne sont pas acceptés ici&#xa0;: tape 0 ou plus.</translation>
    </message>
    <message>
        <source>That is far too long. %1</source>
        <translation>C’est beaucoup trop long. %1</translation>
    </message>
    <message>
        <source>%1 is not a whole number. %2</source>
        <translation>%1 n’est pas un nombre entier. %2</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 n’est pas premier</translation>
    </message>
    <message>
        <source>%1 is not a prime: primes are whole numbers bigger than 1</source>
        <translation>%1 n’est pas premier&#xa0;: les nombres premiers sont des nombres entiers plus grands que 1</translation>
    </message>
    <message>
        <source>%1 is not prime: %1 = %2</source>
        <translation>%1 n’est pas premier&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>%1 is not prime: it is even, so it can still be split</source>
        <translation>%1 n’est pas premier&#xa0;: il est pair, donc on peut encore le décomposer</translation>
    </message>
    <message>
        <source>%1 is not prime: it ends in 5, so it can still be split</source>
        <translation>%1 n’est pas premier&#xa0;: il se termine par 5, donc on peut encore le décomposer</translation>
    </message>
    <message>
        <source>%1 is not prime: its digits add up to %2, so it can still be split</source>
        <translation>%1 n’est pas premier&#xa0;: la somme de ses chiffres fait %2, donc on peut encore le décomposer</translation>
    </message>
    <message>
        <source>%1 is not prime: two smaller numbers multiply to make it, so it can still be split</source>
        <translation>%1 n’est pas premier&#xa0;: c’est le produit de deux nombres plus petits, donc on peut encore le décomposer</translation>
    </message>
    <message>
        <source>%1 is not prime: a prime bigger than 5 divides it, so it can still be split</source>
        <translation>%1 n’est pas premier&#xa0;: un nombre premier plus grand que 5 le divise, donc on peut encore le décomposer</translation>
    </message>
    <message>
        <source>0 has no prime factors: primes multiplied together never make 0</source>
        <translation>0 n’a pas de facteurs premiers&#xa0;: des nombres premiers multipliés entre eux ne font jamais 0</translation>
    </message>
    <message>
        <source>1 has no prime factors: it is not a prime, and primes multiplied together never make 1</source>
        <translation>1 n’a pas de facteurs premiers&#xa0;: il n’est pas premier, et des nombres premiers multipliés entre eux ne font jamais 1</translation>
    </message>
    <message>
        <source>Type a whole number, like 360</source>
        <translation>Tape un nombre entier, comme 360</translation>
    </message>
    <message>
        <source>That is too long: type a whole number up to %1</source>
        <translation>C’est trop long&#xa0;: tape un nombre entier jusqu’à %1</translation>
    </message>
    <message>
        <source>%1 has no digits: type a whole number, like 360</source>
        <translation>%1 n’a pas de chiffres&#xa0;: tape un nombre entier, comme 360</translation>
    </message>
    <message>
        <source>%1 is not a whole number: type one without a point</source>
        <translation>%1 n’est pas un nombre entier&#xa0;: tape un nombre sans point</translation>
    </message>
    <message>
        <source>%1 is not a digit: type a whole number with %2, like 360</source>
        <translation>%1 n’est pas un chiffre&#xa0;: tape un nombre entier avec %2, comme 360</translation>
    </message>
    <message>
        <source>the digits 0 to 9</source>
        <translation>les chiffres de 0 à 9</translation>
    </message>
    <message>
        <source>Negative numbers have no prime factorisation: type 0 or more</source>
        <translation>Les nombres négatifs n’ont pas de décomposition en facteurs premiers&#xa0;: tape 0 ou plus</translation>
    </message>
    <message>
        <source>%1 is too big: the checker goes up to %2</source>
        <translation>%1 est trop grand&#xa0;: le décomposeur va jusqu’à %2</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Jacks, Queens, Kings and jokers</source>
        <translation>valets, dames, rois et jokers</translation>
    </message>
    <message>
        <source>Jacks, Queens and jokers</source>
        <translation>valets, dames et jokers</translation>
    </message>
    <message>
        <source>Jacks and jokers</source>
        <translation>valets et jokers</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a card: %1 its rank (Ace, Two … King), %2 its suit (spades, hearts…)</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source> (digit %1)</source>
        <translation> (chiffre %1)</translation>
    </message>
    <message>
        <source>%1 is not a card code: card codes are text like %2</source>
        <translation>%1 n’est pas un code de carte : les codes de carte sont du texte comme %2</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank A 2-10 J Q K and a suit S H D C (like %2), or %3 for a joker</source>
        <translation>%1 n’est pas un code de carte : prends une valeur A 2-10 J Q K et une couleur S H D C (comme %2), ou %3 pour un joker</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 does not divide %2: %2 ÷ %1 is %3 with %4 left over.</source>
        <translation>%1 ne divise pas %2&#xa0;: %2 ÷ %1 = %3, reste %4.</translation>
    </message>
    <message>
        <source>The deal has %1 players but %2 seats</source>
        <translation>La donne a %1 joueurs mais %2 places</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is empty</source>
        <translation>Le nom du joueur %1 est vide</translation>
    </message>
    <message>
        <source>Player %1&apos;s name is %2 characters long: a name can have at most %3</source>
        <translation>Le nom du joueur %1 fait %2 caractères : un nom peut en avoir %3 au plus</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has half a character (%2) in it: a name must be plain text</source>
        <translation>Le nom du joueur %1 contient un demi-caractère (%2) : un nom doit être du texte simple</translation>
    </message>
    <message>
        <source>Player %1&apos;s name has a control character (%2) in it: a name must be plain text</source>
        <translation>Le nom du joueur %1 contient un caractère de contrôle (%2) : un nom doit être du texte simple</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of names, like %1</source>
        <translation>&quot;players&quot; doit être une liste de noms, comme %1</translation>
    </message>
    <message>
        <source>A game has at most %1 players; this deal has %2</source>
        <translation>Une partie a %1 joueurs au plus ; cette donne en a %2</translation>
    </message>
    <message>
        <source>The name %1 is used twice (players %2 and %3): every player needs a different name</source>
        <translation>Le nom %1 est utilisé deux fois (joueurs %2 et %3) : chaque joueur a besoin d’un nom différent</translation>
    </message>
    <message>
        <source>A game needs at least %1 players; this deal has %2</source>
        <translation>Une partie a besoin d’au moins %1 joueurs ; cette donne en a %2</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): every player needs a different name</source>
        <translation>Les noms des joueurs %1 et %2 ont l’air identiques (%3 et %4)&#xa0;: chaque joueur a besoin d’un nom différent</translation>
    </message>
    <message>
        <source>%1 must be a list of card codes, like %2</source>
        <translation>%1 doit être une liste de codes de carte, comme %2</translation>
    </message>
    <message>
        <source>%1 lists %2 cards; a deal can have at most %3 (%4 packs)</source>
        <translation>%1 contient %2 cartes ; une donne peut en avoir %3 au plus (%4 jeux)</translation>
    </message>
    <message>
        <source>%1, card %2: %3</source>
        <extracomment>where in a deal file: %1 the pile (face_pile, digit_pile), %2 the card&apos;s place in it, %3 what is wrong there</extracomment>
        <translation>%1, carte %2 : %3</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a digit card; the face pile holds only J, Q, K and jokers</source>
        <translation>face_pile, carte %1 : %2 est une carte chiffre ; la pile des figures n’a que des J, Q, K et jokers</translation>
    </message>
    <message>
        <source>digit_pile, card %1: %2 is a face card; the digit pile holds only A to 10</source>
        <translation>digit_pile, carte %1 : %2 est une figure ; la pile des chiffres n’a que des cartes de A à 10</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object, like %1</source>
        <translation>&quot;rules&quot; doit être un objet, comme %1</translation>
    </message>
    <message>
        <source>Unknown rule %1: the rules are %2</source>
        <translation>Règle inconnue %1 : les règles sont %2</translation>
    </message>
    <message>
        <source>Unknown face_cards value %1: it must be one of %2</source>
        <translation>Valeur inconnue pour face_cards %1 : elle doit être l’une de %2</translation>
    </message>
    <message>
        <source>The rule %1 must be true or false, not %2</source>
        <translation>La règle %1 doit être true ou false, pas %2</translation>
    </message>
    <message>
        <source>face_pile, card %1: %2 is a %3, but house rule face_cards %4 keeps only %5</source>
        <translation>face_pile, carte %1 : %2 (%3) ne convient pas : avec la règle maison face_cards %4, il n’y a que des %5</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2: that needs %3 packs, and a deal can have at most %4</source>
        <translation>La donne a %1 exemplaires de %2 : il faut pour cela %3 jeux, et une donne peut en avoir %4 au plus</translation>
    </message>
    <message>
        <source>&quot;packs&quot; must be a whole number from 1 to %1, not %2</source>
        <translation>&quot;packs&quot; doit être un nombre entier de 1 à %1, pas %2</translation>
    </message>
    <message>
        <source>The deal has %1 copies of %2, but with &quot;packs&quot;: %3 it can have %4</source>
        <translation>La donne a %1 exemplaires de %2, mais avec &quot;packs&quot;: %3 elle peut en avoir %4</translation>
    </message>
    <message>
        <source>A deal must be a JSON object with %1</source>
        <translation>Une donne doit être un objet JSON avec %1</translation>
    </message>
    <message>
        <source>Unknown key %1 in the deal: the keys are %2</source>
        <translation>Clé inconnue %1 dans la donne : les clés sont %2</translation>
    </message>
    <message>
        <source>The deal has no %1</source>
        <translation>Il manque %1 dans la donne</translation>
    </message>
    <message>
        <source>The deal file is not a text file (it is not UTF-8)</source>
        <translation>Le fichier de donne n’est pas un fichier texte (il n’est pas en UTF-8)</translation>
    </message>
    <message>
        <source>The deal file is empty</source>
        <translation>Le fichier de donne est vide</translation>
    </message>
    <message>
        <source>The deal file is not valid JSON: %1 at line %2, column %3</source>
        <extracomment>%1 the JSON reader&apos;s own words (English), %2 the line, %3 the column</extracomment>
        <translation>Le fichier de donne n’est pas du JSON valide : %1 à la ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it is nested far too deeply</source>
        <translation>Le fichier de donne n’est pas une donne : il est imbriqué beaucoup trop profondément</translation>
    </message>
    <message>
        <source>The deal file is not a deal: it holds a number far too long</source>
        <translation>Le fichier de donne n’est pas une donne : il contient un nombre beaucoup trop long</translation>
    </message>
    <message>
        <source>%1 is a folder, not a deal file</source>
        <translation>%1 est un dossier, pas un fichier de donne</translation>
    </message>
    <message>
        <source>%1 is not a deal file: it is not a regular file</source>
        <translation>%1 n’est pas un fichier de donne : ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>Cannot read the deal file %1: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (in the computer&apos;s language)</extracomment>
        <translation>Impossible de lire le fichier de donne %1 : %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a deal file (over %2 MB)</source>
        <translation>%1 est trop gros pour être un fichier de donne (plus de %2 Mo)</translation>
    </message>
    <message>
        <source>A deal code is a whole number from 0 to %1</source>
        <translation>Un code de donne est un nombre entier de 0 à %1</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code is a whole number written with the digits 0 to 9, like %2</source>
        <translation>%1 n’est pas un code de donne : un code de donne est un nombre entier écrit avec les chiffres 0 à 9, comme %2</translation>
    </message>
    <message>
        <source>A game has at most %1 players, not %2</source>
        <translation>Une partie a %1 joueurs au plus, pas %2</translation>
    </message>
    <message>
        <source>%1 players need %1 seats, not %2</source>
        <translation>%1 joueurs ont besoin de %1 places, pas de %2</translation>
    </message>
    <message>
        <source>packs must be a whole number of 1 or more</source>
        <translation>Le nombre de jeux doit être un nombre entier, 1 ou plus</translation>
    </message>
    <message>
        <source>A shuffled deal can have at most %1 packs, not %2</source>
        <translation>Une donne mélangée peut avoir %1 jeux au plus, pas %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The digits are already down: factor the number first.</source>
        <translation>Les chiffres sont déjà posés : décompose d’abord le nombre.</translation>
    </message>
    <message>
        <source>Enter the cards first.</source>
        <translation>Saisis d’abord les cartes.</translation>
    </message>
    <message>
        <source>Draw the cards first.</source>
        <translation>Pioche d’abord les cartes.</translation>
    </message>
    <message>
        <source>Hints are only for Practice mode.</source>
        <translation>Les indices sont seulement pour le mode Entraînement.</translation>
    </message>
    <message>
        <source>No more hints: press Give up to see the answer.</source>
        <translation>Plus d’indices : appuie sur Abandonner pour voir la réponse.</translation>
    </message>
    <message>
        <source>That answer is too long: type at most %1 characters.</source>
        <translation>Cette réponse est trop longue&#xa0;: tape au plus %1 caractères.</translation>
    </message>
    <message>
        <source>You have tried %1 times: press Give up to see the answer.</source>
        <translation>Tu as essayé %1 fois&#xa0;: appuie sur Abandonner pour voir la réponse.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives one answer, with no hints.</source>
        <translation>%1 est un joueur ordinateur et donne une seule réponse, sans indices.</translation>
    </message>
    <message>
        <source>%1 is a computer player and gives its own answer.</source>
        <translation>%1 est un joueur ordinateur et donne sa propre réponse.</translation>
    </message>
    <message>
        <source>The game is not waiting for an answer.</source>
        <translation>La partie n’attend pas de réponse.</translation>
    </message>
    <message>
        <source>%1 is not a computer player.</source>
        <translation>%1 n’est pas un joueur ordinateur.</translation>
    </message>
    <message>
        <source>In a game with real cards, show the app the cards you turned over.</source>
        <translation>Dans une partie avec de vraies cartes, montre à l’appli les cartes que tu as retournées.</translation>
    </message>
    <message>
        <source>This game deals its own cards: press Draw.</source>
        <translation>Cette partie distribue ses propres cartes : appuie sur Piocher.</translation>
    </message>
    <message>
        <source>Computer players can&apos;t turn over real cards: make every seat a person, or shuffle a deal.</source>
        <translation>Les joueurs ordinateur ne peuvent pas retourner de vraies cartes : mets une personne à chaque place, ou fais mélanger une donne.</translation>
    </message>
    <message>
        <source>A game with real cards starts with no cards entered</source>
        <translation>Une partie avec de vraies cartes commence sans cartes saisies</translation>
    </message>
    <message>
        <source>That is too long: a turn has at most %1 cards (at most %2 characters)</source>
        <translation>C’est trop long : un tour a %1 cartes au plus (%2 caractères au plus)</translation>
    </message>
    <message>
        <source>That is %1 cards: a turn has at most %2 (a King and its 4 digits)</source>
        <translation>Cela fait %1 cartes : un tour en a %2 au plus (un roi et ses 4 chiffres)</translation>
    </message>
    <message>
        <source>%1 is a digit card: the first card is the face card (a Jack, Queen, King or joker).</source>
        <translation>%1 est une carte chiffre : la première carte est la figure (un valet, une dame, un roi ou un joker).</translation>
    </message>
    <message>
        <source>%1 is a %2, but this game is played with %3 only.</source>
        <translation>%1 (%2) ne convient pas : cette partie se joue seulement avec des %3.</translation>
    </message>
    <message>
        <source>%1 is a face card: after the face card come digit cards (Ace to 10).</source>
        <translation>%1 est une figure : après la figure viennent les cartes chiffres (As à 10).</translation>
    </message>
    <message>
        <source>%1 asks for %2 digits; digit cards entered: %3.</source>
        <extracomment>%1 a face card (K♠, Joker), %2 how many digits it asks for (2 to 4), %3 how many digit cards were entered (0 to 4)</extracomment>
        <translation>%1 demande %2 chiffres ; cartes chiffres saisies : %3.</translation>
    </message>
    <message>
        <source>There is no %1 left: every one the packs hold (%2) has been entered already.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many of it the game&apos;s packs hold</extracomment>
        <translation>Il ne reste plus de %1 : tous ceux que contiennent les jeux (%2) ont déjà été saisis.</translation>
    </message>
    <message>
        <source>This turn has %1 %2 times, but the packs have only %3 of it left.</source>
        <extracomment>%1 a card (K♠, Joker), %2 how many times this turn has it (2 or more), %3 how many are left in the game&apos;s packs (1 or more)</extracomment>
        <translation>Ce tour a %2 fois %1, mais il n’en reste que %3 dans les jeux.</translation>
    </message>
    <message>
        <source>Only a game with real cards ends when the players run out of cards.</source>
        <translation>Seule une partie avec de vraies cartes se termine quand les joueurs n’ont plus de cartes.</translation>
    </message>
    <message>
        <source>Finish this turn first: factor the number, or give up.</source>
        <translation>Termine d’abord ce tour : décompose le nombre, ou abandonne.</translation>
    </message>
    <message>
        <source>Nobody has had a turn yet: enter the first cards, or start a new game.</source>
        <translation>Personne n’a encore joué : saisis les premières cartes, ou commence une nouvelle partie.</translation>
    </message>
    <message>
        <source>A computer player&apos;s level is one of %1</source>
        <translation>Le niveau d’un joueur ordinateur est l’un de %1</translation>
    </message>
    <message>
        <source>Player %1 must be a name like %2, or a computer player like %3, not %4</source>
        <translation>Le joueur %1 doit être un nom comme %2, ou un joueur ordinateur comme %3, pas %4</translation>
    </message>
    <message>
        <source>Player %1 has an unknown key %2: a computer player has %3 and %4, like %5</source>
        <translation>Le joueur %1 a une clé inconnue %2 : un joueur ordinateur a %3 et %4, comme %5</translation>
    </message>
    <message>
        <source>Player %1 has no %2: a computer player is written %3</source>
        <translation>Il manque %2 au joueur %1 : un joueur ordinateur s’écrit %3</translation>
    </message>
    <message>
        <source>Player %1&apos;s name must be text, not %2</source>
        <translation>Le nom du joueur %1 doit être du texte, pas %2</translation>
    </message>
    <message>
        <source>Player %1, %2, has an unknown level %3: a computer player&apos;s level is one of %4</source>
        <translation>Le joueur %1, %2, a un niveau inconnu %3 : le niveau d’un joueur ordinateur est l’un de %4</translation>
    </message>
    <message>
        <source>Choose from 0 to %1 computer players</source>
        <translation>Choisis de 0 à %1 joueurs ordinateur</translation>
    </message>
</context>
<context>
    <name>FactorResult</name>
    <message>
        <source>Expanded: %1 = %2</source>
        <translation>Écrit en entier&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>Factor tree: %1</source>
        <translation>Arbre des facteurs&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Wild West games (*.wwgame);;All files (*)</source>
        <translation>Parties de Wild West (*.wwgame);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV spreadsheets (*.csv)</source>
        <translation>Tableurs CSV (*.csv)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Fichiers de donne (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the &amp;cards as a deal file…</source>
        <translation>Enregistrer les &amp;cartes comme fichier de donne…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Imprimer la feuille de score…</translation>
    </message>
    <message>
        <source>Print &amp;deal sheet…</source>
        <translation>Imprimer la feuille de do&amp;nne…</translation>
    </message>
    <message>
        <source>Save sheet as P&amp;DF</source>
        <translation>Enregistrer la feuille en &amp;PDF</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>&amp;Feuille de score…</translation>
    </message>
    <message>
        <source>&amp;Deal sheet with answer key…</source>
        <translation>Feuille de &amp;donne avec corrigé…</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>Carne&amp;t de progrès…</translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation>E&amp;xporter le carnet de progrès…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save the cards as a deal file</source>
        <translation>Enregistrer les cartes comme fichier de donne</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>%1.

The game you were playing is still here.</source>
        <translation>%1.

La partie que tu jouais est toujours là.</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Pas encore de partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Deal sheet</source>
        <translation>Feuille de donne</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>%1 — Wild West</source>
        <translation>%1 — Wild West</translation>
    </message>
    <message>
        <source>deal sheet</source>
        <translation>feuille de donne</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>feuille de score</translation>
    </message>
    <message>
        <source>%1 - %2.pdf</source>
        <translation>%1 - %2.pdf</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wild West records %1.csv</source>
        <translation>Carnet de progrès Wild West %1.csv</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Exporter le carnet de progrès</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the folder and the name together are too long for Windows (%1 characters; at most %2): choose a folder nearer the top of the drive</source>
        <translation>le dossier et le nom ensemble sont trop longs pour Windows (%1 caractères&#xa0;; au plus %2)&#xa0;: choisis un dossier plus près de la racine du lecteur</translation>
    </message>
    <message>
        <source>the name is too long (%1 bytes; at most %2)</source>
        <translation>le nom est trop long (%1 octets&#xa0;; %2 au maximum)</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>it is a link to a file that is not there</source>
        <translation>c’est un lien vers un fichier qui n’existe pas</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>un dossier porte ce nom</translation>
    </message>
    <message>
        <source>something that is not a file (a pipe or a device) has that name</source>
        <translation>quelque chose qui n’est pas un fichier (un tube ou un périphérique) porte ce nom</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>the file cannot be created</source>
        <translation>impossible de créer le fichier</translation>
    </message>
    <message>
        <source>writing stopped part-way%1: disk full?</source>
        <translation>l’écriture s’est arrêtée en cours de route%1&#xa0;: disque plein&#xa0;?</translation>
    </message>
    <message>
        <source>writing failed%1: disk full?</source>
        <translation>l’écriture a échoué%1&#xa0;: disque plein&#xa0;?</translation>
    </message>
</context>
<context>
    <name>FrozenFirstColumnTable</name>
    <message>
        <source>Player names</source>
        <translation>Noms des joueurs</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Pick the face card you turned over first.</source>
        <translation>Choisis la figure que tu as retournée en premier.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Commence d’abord une partie.</translation>
    </message>
    <message>
        <source>Unknown mode %1</source>
        <translation>Mode inconnu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Annulé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn: computer players play by themselves.</source>
        <translation>C’est au tour de %1&#xa0;: les joueurs ordinateur jouent tout seuls.</translation>
    </message>
    <message>
        <source>Your teacher has chosen the division ladder: climb it step by step.</source>
        <translation>Ton professeur a choisi l’échelle de divisions&#xa0;: monte-la marche par marche.</translation>
    </message>
    <message>
        <source>There is no ladder to climb now: the ladder is for your own turn in Practice.</source>
        <translation>Il n’y a pas d’échelle à monter maintenant&#xa0;: l’échelle sert pendant ton propre tour, en mode Entraînement.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <source>Same players, mode and rules; a new deal</source>
        <translation>Mêmes joueurs, même mode et mêmes règles&#xa0;; une nouvelle donne</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>See the last &amp;turn</source>
        <translation>Voir le dernier &amp;tour</translation>
    </message>
</context>
<context>
    <name>Holders</name>
    <message>
        <source>a player</source>
        <translation>un joueur</translation>
    </message>
    <message>
        <source>The checker is locked while %1 answers (Challenge). It opens again when the turn is scored.</source>
        <translation>Le décomposeur est verrouillé pendant que %1 répond (Défi). Il se rouvre quand le tour est compté.</translation>
    </message>
    <message>
        <source>It opens again when the turn is scored.</source>
        <translation>Il se rouvre quand le tour est compté.</translation>
    </message>
    <message>
        <source>Look-up is locked while %1 answers (Challenge). The list still scrolls.</source>
        <translation>La recherche est verrouillée pendant que %1 répond (Défi). La liste défile toujours.</translation>
    </message>
    <message>
        <source>The sieve is locked while %1 answers (Challenge). %2</source>
        <translation>Le crible est verrouillé pendant que %1 répond (Défi). %2</translation>
    </message>
    <message>
        <source>The prime map is locked while %1 answers (Challenge). %2</source>
        <translation>La carte des nombres premiers est verrouillée pendant que %1 répond (Défi). %2</translation>
    </message>
</context>
<context>
    <name>HundredSquare</name>
    <message>
        <source>Hundred square</source>
        <translation>Tableau de 1 à 100</translation>
    </message>
</context>
<context>
    <name>IndexFormView</name>
    <message>
        <source>Index form</source>
        <translation>Avec puissances</translation>
    </message>
    <message>
        <source>Written out: %1 = %2</source>
        <translation>Écrit en entier&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1&#xa0;: libre</translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation>%1&#xa0;: pris par %2</translation>
    </message>
    <message>
        <source>has no prime factors</source>
        <translation>n’a pas de facteurs premiers</translation>
    </message>
    <message>
        <source>Who holds these primes:</source>
        <translation>Qui a ces nombres premiers&#xa0;:</translation>
    </message>
    <message>
        <source>Who holds it:</source>
        <translation>Qui l’a&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Key</name>
    <message>
        <source>Start a game to see who holds which prime.</source>
        <translation>Commence une partie pour voir qui a quel nombre premier.</translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message>
        <source>Check: %2 × your answer should make %1.</source>
        <extracomment>said after &quot;Yes: 2 divides 22. Now work out 22 ÷ 2.&quot;: %1 the rest (22), %2 the prime</extracomment>
        <translation>Vérifie&#xa0;: %2 × ta réponse doit donner %1.</translation>
    </message>
    <message>
        <source>: %1 is prime</source>
        <translation>&#xa0;: %1 est premier</translation>
    </message>
    <message>
        <source>1: the foot of the ladder.</source>
        <translation>1&#xa0;: le pied de l’échelle.</translation>
    </message>
    <message>
        <source>%1: tried %2.</source>
        <translation>%1&#xa0;: on a essayé %2.</translation>
    </message>
    <message>
        <source>Division ladder for %1</source>
        <translation>Échelle de divisions de %1</translation>
    </message>
    <message>
        <source>%1 has no prime factors: the ladder has nothing to divide.</source>
        <translation>%1 n’a pas de facteurs premiers&#xa0;: l’échelle n’a rien à diviser.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 is prime.</source>
        <translation>L’échelle est terminée&#xa0;: %1 est premier.</translation>
    </message>
    <message>
        <source>The ladder is finished: %1 = %2.</source>
        <translation>L’échelle est terminée&#xa0;: %1 = %2.</translation>
    </message>
    <message>
        <source>Already ruled out: %1.</source>
        <translation>Déjà écartés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Work out %1 ÷ %2. Check: %2 × your answer should make %1.</source>
        <translation>Calcule %1 ÷ %2. Vérifie&#xa0;: %2 × ta réponse doit donner %1.</translation>
    </message>
    <message>
        <source>Try a prime on %1.</source>
        <translation>Essaie un nombre premier sur %1.</translation>
    </message>
    <message>
        <source> If no prime divides it, it is prime.</source>
        <translation> Si aucun nombre premier ne le divise, il est premier.</translation>
    </message>
    <message>
        <source>climb the division ladder step by step</source>
        <translation>monter l’échelle de divisions marche par marche</translation>
    </message>
    <message>
        <source>type the factorisation</source>
        <translation>taper la décomposition</translation>
    </message>
    <message>
        <source>Your teacher has chosen how you answer: %1.</source>
        <translation>Ton professeur a choisi comment tu réponds&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Monter une échelle de divisions marche par marche au lieu de taper la décomposition</translation>
    </message>
    <message>
        <source>Climb the division ladder for %1, one step at a time.</source>
        <translation>Monte l’échelle de divisions de %1, une marche à la fois.</translation>
    </message>
</context>
<context>
    <name>LadderAnswer</name>
    <message>
        <source>Division ladder</source>
        <translation>Échelle de divisions</translation>
    </message>
    <message>
        <source>Next step on the ladder</source>
        <translation>Marche suivante de l’échelle</translation>
    </message>
    <message>
        <source>Primes ruled out</source>
        <translation>Nombres premiers écartés</translation>
    </message>
    <message>
        <source>a prime, like 7</source>
        <translation>un nombre premier, comme 7</translation>
    </message>
    <message>
        <source>Prime to try</source>
        <translation>Nombre premier à essayer</translation>
    </message>
    <message>
        <source>Type a prime and press Enter to see if it divides what is left</source>
        <translation>Tape un nombre premier et appuie sur Entrée pour voir s’il divise ce qui reste</translation>
    </message>
    <message>
        <source>Tr&amp;y it</source>
        <translation>Essa&amp;yer</translation>
    </message>
    <message>
        <source>Try the prime you typed</source>
        <translation>Essayer le nombre premier que tu as tapé</translation>
    </message>
    <message>
        <source>It is &amp;prime</source>
        <translation>&amp;C’est premier</translation>
    </message>
    <message>
        <source>What is left is prime</source>
        <translation>Ce qui reste est premier</translation>
    </message>
    <message>
        <source>Say that what is left is prime: no prime smaller than it divides it</source>
        <translation>Dire que ce qui reste est premier&#xa0;: aucun nombre premier plus petit ne le divise</translation>
    </message>
    <message>
        <source>Small primes:</source>
        <translation>Petits nombres premiers&#xa0;:</translation>
    </message>
    <message>
        <source>What is left after dividing</source>
        <translation>Ce qui reste après la division</translation>
    </message>
    <message>
        <source>&amp;Write it</source>
        <translation>É&amp;crire</translation>
    </message>
    <message>
        <source>Write the answer of the division underneath</source>
        <translation>Écrire le résultat de la division en dessous</translation>
    </message>
    <message>
        <source>%1 what?</source>
        <translation>%1 combien&#xa0;?</translation>
    </message>
    <message>
        <source>, tried: it does not divide</source>
        <translation>, essayé&#xa0;: ne divise pas</translation>
    </message>
    <message>
        <source>Try %1%2</source>
        <translation>Essayer %1%2</translation>
    </message>
    <message>
        <source>%1 does not divide what is left</source>
        <translation>%1 ne divise pas ce qui reste</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Essayer %1</translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>Division ladder</source>
        <translation>Échelle de divisions</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>The computer&apos;s language (%1)</source>
        <translation>La langue de l’ordinateur (%1)</translation>
    </message>
    <message>
        <source>A new language is used when Wild West starts again.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de Wild West.</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Réglé par ton école</translation>
    </message>
    <message>
        <source>Wild West will speak %1 the next time it starts.</source>
        <extracomment>%1 the name of a language, in that language (&quot;Deutsch&quot;, &quot;Français&quot;)</extracomment>
        <translation>Wild West parlera %1 au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>LockedRules</name>
    <message>
        <source>The house rules the school has set on this computer apply to this game.</source>
        <translation>Les règles maison fixées par l’école sur cet ordinateur s’appliquent à cette partie.</translation>
    </message>
    <message>
        <source>This game is played in %1, as the school has set this computer.</source>
        <translation>Cette partie se joue en mode %1, comme l’école l’a réglé sur cet ordinateur.</translation>
    </message>
    <message>
        <source>its moves do not fit the house rules the school has set on this computer</source>
        <translation>ses coups ne respectent pas les règles maison fixées par l’école sur cet ordinateur</translation>
    </message>
    <message>
        <source>it was played in %1 and the school has set this computer to %2</source>
        <translation>elle a été jouée en mode %1, et l’école a réglé cet ordinateur sur %2</translation>
    </message>
    <message>
        <source>This game starts again from the first turn, because %1. The file is unchanged.</source>
        <translation>Cette partie recommence au premier tour, parce que %1. Le fichier n’est pas modifié.</translation>
    </message>
    <message>
        <source>it is dealt with %1, but the school has set this computer to play with %2 only</source>
        <translation>la partie est distribuée avec %1, mais l’école a réglé cet ordinateur pour jouer seulement avec %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Plus grande</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projecteur</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Step by step (press Next)</source>
        <translation>Pas à pas (appuie sur Suivant)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>&amp;Read the cards</source>
        <translation>&amp;Lire les cartes</translation>
    </message>
    <message>
        <source>&amp;Undo last turn…</source>
        <translation>&amp;Annuler le dernier tour…</translation>
    </message>
    <message>
        <source>We&apos;re &amp;out of cards…</source>
        <translation>On n’a plus de &amp;cartes…</translation>
    </message>
    <message>
        <source>&amp;Skip ahead</source>
        <translation>Finir tout de &amp;suite</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Aff&amp;ichage</translation>
    </message>
    <message>
        <source>&amp;Reset panels</source>
        <translation>&amp;Réinitialiser les panneaux</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Suit &amp;letters on cards</source>
        <translation>&amp;Lettres des couleurs sur les cartes</translation>
    </message>
    <message>
        <source>Fold the side panels for bigger &amp;cards</source>
        <translation>Replier les panneaux pour agran&amp;dir les cartes</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Text si&amp;ze</source>
        <translation>Taille du te&amp;xte</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Vitesse de l’ordinateur</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About Wild West</source>
        <translation>À &amp;propos de Wild West</translation>
    </message>
    <message>
        <source>Undo last turn</source>
        <translation>Annuler le dernier tour</translation>
    </message>
    <message>
        <source>&amp;Undo it</source>
        <translation>&amp;Annuler ce tour</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Le garder</translation>
    </message>
    <message>
        <source>We&apos;re out of cards</source>
        <translation>On n’a plus de cartes</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>&amp;Terminer la partie</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Side panels &amp;drawer</source>
        <translation>&amp;Panneaux latéraux</translation>
    </message>
    <message>
        <source>Side panels</source>
        <extracomment>the menu bar&apos;s button that opens the folded side panels (scoreboard, turn log…)</extracomment>
        <translation>Panneaux latéraux</translation>
    </message>
    <message>
        <source>The scoreboard, the turn log and the prime reference, folded away so the cards are bigger. F6 opens and closes them.</source>
        <translation>Les scores, l’historique et les nombres premiers, repliés pour agrandir les cartes. F6 les ouvre et les ferme.</translation>
    </message>
    <message>
        <source>Side panels, open</source>
        <translation>Panneaux latéraux, ouverts</translation>
    </message>
    <message>
        <source>Side panels, closed</source>
        <translation>Panneaux latéraux, fermés</translation>
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
        <translation>&amp;Zoom&#xa0;:</translation>
    </message>
    <message>
        <source>Point at a square, or click the map and use the arrow keys. Ctrl + mouse wheel, or + and −, zoom.</source>
        <translation>Pointe une case, ou clique sur la carte et utilise les flèches. Ctrl + molette, ou + et −, pour zoomer.</translation>
    </message>
    <message>
        <source>Zoom in to see who holds each prime:</source>
        <translation>Zoome pour voir qui a chaque nombre premier&#xa0;:</translation>
    </message>
    <message>
        <source>Squares %1 pixels wide</source>
        <translation>Cases de %1 pixels de large</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Stop when a round can&apos;t go all the way round.</source>
        <translation>On s’arrête quand il n’y a plus assez de figures pour un tour de table complet.</translation>
    </message>
    <message>
        <source>A player loses 1 point for each prime stolen from them.</source>
        <translation>Un joueur perd 1 point pour chaque nombre premier qu’on lui vole.</translation>
    </message>
    <message>
        <source>No shuffle: you turn over real cards on the desk and show them to the app, which keeps the score.</source>
        <translation>Pas de mélange&#xa0;: tu retournes de vraies cartes sur la table et tu les montres à l’appli, qui compte les points.</translation>
    </message>
</context>
<context>
    <name>NewGameView</name>
    <message>
        <source>&amp;Auto</source>
        <translation>&amp;Auto</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>D&amp;éfi</translation>
    </message>
    <message>
        <source>Back &amp;to the game</source>
        <translation>Retour à la &amp;partie</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Deal the cards and start playing</source>
        <translation>Distribuer les cartes et commencer à jouer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>How &amp;many:</source>
        <translation>Nom&amp;bre&#xa0;:</translation>
    </message>
    <message>
        <source>Play goes in this order. Blank names become Player 1, 2… Any seat may be a computer player; if every seat is, you watch the game.</source>
        <translation>Le jeu tourne dans cet ordre. Un nom laissé vide devient Player 1, 2… N’importe quelle place peut être tenue par l’ordinateur&#xa0;; si elles le sont toutes, tu regardes la partie.</translation>
    </message>
    <message>
        <source>Who factors the numbers?</source>
        <translation>Qui décompose les nombres&#xa0;?</translation>
    </message>
    <message>
        <source>Cards and house rules</source>
        <translation>Cartes et règles maison</translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation>Paquets de cartes</translation>
    </message>
    <message>
        <source>Pac&amp;ks:</source>
        <translation>Pa&amp;quets&#xa0;:</translation>
    </message>
    <message>
        <source>Face cards in the pack</source>
        <translation>Figures dans le paquet</translation>
    </message>
    <message>
        <source>Face car&amp;ds:</source>
        <translation>Fi&amp;gures&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Equal turns</source>
        <translation>&amp;Tours égaux</translation>
    </message>
    <message>
        <source>Steals &amp;cost points</source>
        <translation>Les &amp;vols coûtent des points</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Shuffle a &amp;new deal</source>
        <translation>&amp;Mélanger une nouvelle donne</translation>
    </message>
    <message>
        <source>Deal c&amp;ode:</source>
        <translation>C&amp;ode de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Everyone who types the same deal code gets the same cards</source>
        <translation>Tous ceux qui tapent le même code de donne reçoivent les mêmes cartes</translation>
    </message>
    <message>
        <source>e.g. 4821</source>
        <translation>ex. : 4821</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de donne</translation>
    </message>
    <message>
        <source>Deal f&amp;ile:</source>
        <translation>Fic&amp;hier de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Deal file</source>
        <translation>Fichier de donne</translation>
    </message>
    <message>
        <source>a .json file</source>
        <translation>un fichier .json</translation>
    </message>
    <message>
        <source>A deal file names its own players and cards</source>
        <translation>Un fichier de donne indique lui-même les joueurs et les cartes</translation>
    </message>
    <message>
        <source>We play with &amp;real cards</source>
        <translation>On joue avec de vraies cart&amp;es</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Parco&amp;urir…</translation>
    </message>
    <message>
        <source>Choose a deal file</source>
        <translation>Choisir un fichier de donne</translation>
    </message>
    <message>
        <source>Type your name, or press Down to pick it from the class list</source>
        <translation>Tape ton nom, ou appuie sur la flèche vers le bas pour le choisir dans la liste de classe</translation>
    </message>
    <message>
        <source>Learn to pla&amp;y</source>
        <extracomment>the button that starts the guided game (Alt+R is real cards)</extracomment>
        <translation>Apprendre à &amp;jouer</translation>
    </message>
    <message>
        <source>Set by your school</source>
        <translation>Réglé par ton école</translation>
    </message>
    <message>
        <source> (set by your school)</source>
        <translation> (réglé par ton école)</translation>
    </message>
    <message>
        <source>Deal files (*.json);;All files (*)</source>
        <translation>Fichiers de donne (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Numbered</name>
    <message>
        <source>the folder %1 cannot be made (%2)</source>
        <translation>le dossier %1 ne peut pas être créé (%2)</translation>
    </message>
    <message>
        <source>there are already %1 %2 with that name</source>
        <translation>il y a déjà %1 %2 portant ce nom</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: %2</translation>
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
        <translation>encore %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>PlayerKey</name>
    <message>
        <source>%1 marks the primes of the last number</source>
        <translation>%1 marque les nombres premiers du dernier nombre</translation>
    </message>
    <message>
        <source>a prime of %1</source>
        <translation>un nombre premier de %1</translation>
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
        <translation>%1 (premier)</translation>
    </message>
    <message>
        <source>Joker: no suit, ×1</source>
        <translation>Joker&#xa0;: pas de couleur, ×1</translation>
    </message>
    <message>
        <source>No suit matches: ×1</source>
        <translation>Aucune carte de la même couleur&#xa0;: ×1</translation>
    </message>
    <message numerus="yes">
        <source>%n suit match(es): ×%1</source>
        <extracomment>%n suit matches make the turn&apos;s points worth %1 times as much (×2, ×3…)</extracomment>
        <translation>
            <numerusform>%n carte de la même couleur&#xa0;: ×%1</numerusform>
            <numerusform>%n cartes de la même couleur&#xa0;: ×%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, asks for %2 digits</source>
        <extracomment>the face card on the table, for screen readers: &quot;King of spades, asks for 4 digits&quot;</extracomment>
        <translation>%1, demande %2 chiffres</translation>
    </message>
    <message>
        <source>%1, matches</source>
        <extracomment>a digit card whose suit is the face card&apos;s: &quot;Three of spades, matches&quot;</extracomment>
        <translation>%1, même couleur</translation>
    </message>
    <message>
        <source>The number is %1</source>
        <translation>Le nombre est %1</translation>
    </message>
    <message>
        <source>%1: times %2</source>
        <extracomment>the multiplier for screen readers: &quot;3 suit matches: times 4&quot;</extracomment>
        <translation>%1&#xa0;: fois %2</translation>
    </message>
    <message>
        <source>%1 turned over the %2, asking for %3 digits: %4. The number is %5.</source>
        <translation>%1 a retourné la carte %2, qui demande %3 chiffres&#xa0;: %4. Le nombre est %5.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered %2.</source>
        <translation>%1 a répondu %2.</translation>
    </message>
    <message>
        <source>%1 = %2 has no prime factors, so it scores nothing.</source>
        <translation>%1 = %2 n’a pas de facteurs premiers, donc il ne rapporte rien.</translation>
    </message>
    <message>
        <source>No primes claimed: the answer was shown.</source>
        <translation>Aucun nombre premier pris&#xa0;: la réponse a été montrée.</translation>
    </message>
    <message>
        <source>Claimed %1: +%2.</source>
        <translation>%1 pris&#xa0;: +%2.</translation>
    </message>
    <message>
        <source>STOLE %1 from %2: +%3.</source>
        <translation>VOL de %1 à %2&#xa0;: +%3.</translation>
    </message>
    <message>
        <source>Already had %1: counts again on a steal, +%2.</source>
        <translation>Déjà en main&#xa0;: %1&#xa0;; ça compte encore grâce au vol, +%2.</translation>
    </message>
    <message>
        <source>Points: %1 × %2 = %3.</source>
        <translation>Points&#xa0;: %1 × %2 = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 prend %2</translation>
    </message>
    <message>
        <source>STEAL! %1 scores %2.</source>
        <translation>VOL&#xa0;! %1 marque %2.</translation>
    </message>
    <message>
        <source>%1 scores %2.</source>
        <translation>%1 marque %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (was|were) not named, so nobody gets (it|them) this turn.</source>
        <extracomment>primes of the number the player did not name, %1 the primes: 3 and 47. Nobody scores them in this turn: a free one stays free, a held one stays with its holder</extracomment>
        <translation>
            <numerusform>%1 n’a pas été donné, donc personne ne le gagne à ce tour.</numerusform>
            <numerusform>%1 n’ont pas été donnés, donc personne ne les gagne à ce tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 said %2 is prime, but %2 = %3.</source>
        <translation>%1 a dit que %2 est premier, mais %2 = %3.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 = %3 and does not divide %4.</source>
        <translation>%1 a donné %2, mais %2 = %3 et ne divise pas %4.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 is bigger than %3, so it cannot divide it.</source>
        <translation>%1 a donné %2, mais %2 est plus grand que %3, donc il ne peut pas le diviser.</translation>
    </message>
    <message>
        <source>%1 named %2, but %2 does not divide %3: %3 ÷ %2 is %4 with %5 left over.</source>
        <translation>%1 a donné %2, mais %2 ne divise pas %3&#xa0;: %3 ÷ %2 donne %4 et il reste %5.</translation>
    </message>
    <message>
        <source>%1 named %2 as a prime, but %2 is not a prime.</source>
        <translation>%1 a donné %2 comme nombre premier, mais %2 n’est pas premier.</translation>
    </message>
    <message>
        <source>%1 named %2, but %3 has no prime factors.</source>
        <translation>%1 a donné %2, mais %3 n’a pas de facteurs premiers.</translation>
    </message>
    <message>
        <source>%1 wrote %2 %3, but %4 = %5.</source>
        <translation>%1 a écrit %2 %3, mais %4 = %5.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 est premier</translation>
    </message>
    <message>
        <source>%1 typed &quot;%2&quot;, but %3.</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>%1 a tapé «&#xa0;%2&#xa0;», mais %3.</translation>
    </message>
    <message>
        <source>%1 left out %2: %3 = %4.</source>
        <translation>%1 a oublié %2&#xa0;: %3 = %4.</translation>
    </message>
    <message>
        <source>only once</source>
        <translation>une seule fois</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the player, %2 the primes they hold already: 3 and 5</extracomment>
        <translation>
            <numerusform>%1 a déjà %2, donc ça rapporte 0.</numerusform>
            <numerusform>%1 a déjà %2, donc ça rapporte 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (is|are) already held by %2, so (it|they) (scores|score) 0.</source>
        <extracomment>%1 the primes: 3 and 5, %2 the player holding them</extracomment>
        <translation>
            <numerusform>%1 est déjà à %2, donc ça rapporte 0.</numerusform>
            <numerusform>%1 sont déjà à %2, donc ça rapporte 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>stole %1 from %2</source>
        <translation>vol de %1 à %2</translation>
    </message>
    <message>
        <source>kept %1</source>
        <extracomment>a steal&apos;s primes the player already held (&quot;kept 3, 5&quot;)</extracomment>
        <translation>a gardé %1</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation>%1 essais</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n indice</numerusform>
            <numerusform>%n indices</numerusform>
        </translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>réponse montrée</translation>
    </message>
    <message>
        <source>STEAL</source>
        <extracomment>the turn log&apos;s note for a turn that stole primes</extracomment>
        <translation>VOL</translation>
    </message>
    <message>
        <source>all suits match</source>
        <translation>toutes de la même couleur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Factorisation</source>
        <translation>Décomposition</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Nombres premiers</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n turn(s).</source>
        <translation>
            <numerusform>Chaque joueur joue %n tour.</numerusform>
            <numerusform>Chaque joueur joue %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player gets %1 or %2 turns (the first players get one more).</source>
        <translation>Chaque joueur joue %1 ou %2 tours (les premiers joueurs en ont un de plus).</translation>
    </message>
    <message>
        <source>%1 has the most points (%2).</source>
        <translation>%1 a le plus de points (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s) and none of them holds a prime, so they share the win.</source>
        <translation>
            <numerusform>%1 sont à égalité avec %n point et aucun n’a de nombre premier&#xa0;: ils se partagent la victoire.</numerusform>
            <numerusform>%1 sont à égalité avec %n points et aucun n’a de nombre premier&#xa0;: ils se partagent la victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tie on %n point(s); %2 holds the largest prime, %3.</source>
        <translation>
            <numerusform>%1 sont à égalité avec %n point&#xa0;; %2 a le plus grand nombre premier, %3.</numerusform>
            <numerusform>%1 sont à égalité avec %n points&#xa0;; %2 a le plus grand nombre premier, %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every face card in the packs has been played.</source>
        <translation>Toutes les figures des paquets ont été jouées.</translation>
    </message>
    <message>
        <source>The face pile is empty.</source>
        <translation>La pioche des figures est vide.</translation>
    </message>
    <message>
        <source>The players ran out of cards.</source>
        <translation>Les joueurs n’ont plus de cartes.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n face card(s) (is|are) left for %1 players, so the game ends here and everyone has had the same number of turns.</source>
        <translation>
            <numerusform>Il ne reste que %n figure pour %1 joueurs&#xa0;: la partie s’arrête ici, et tout le monde a joué le même nombre de tours.</numerusform>
            <numerusform>Il ne reste que %n figures pour %1 joueurs&#xa0;: la partie s’arrête ici, et tout le monde a joué le même nombre de tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next face card, %1, asks for %2 digits but only %n (is|are) left, so it is not played.</source>
        <extracomment>%1 the face card, %2 the digits it asks for; the count is the digit cards left</extracomment>
        <translation>
            <numerusform>La figure suivante, %1, demande %2 chiffres, mais il n’en reste que %n&#xa0;: elle n’est pas jouée.</numerusform>
            <numerusform>La figure suivante, %1, demande %2 chiffres, mais il n’en reste que %n&#xa0;: elle n’est pas jouée.</numerusform>
        </translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>&amp;Enter cards</source>
        <translation>Saisir les car&amp;tes</translation>
    </message>
    <message>
        <source>Hin&amp;t %1</source>
        <translation>I&amp;ndice %1</translation>
    </message>
    <message>
        <source>No more hin&amp;ts</source>
        <translation>Plus d’i&amp;ndice</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Game over. %1 %2 Standings: %3.</source>
        <translation>Partie terminée. %1 %2 Classement&#xa0;: %3.</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>&amp;Next: check the answer</source>
        <translation>&amp;Suivant&#xa0;: vérifier la réponse</translation>
    </message>
    <message>
        <source>Skip &amp;ahead (Esc)</source>
        <translation>Finir tout de &amp;suite (Échap)</translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays next. Press Next turn to watch.</source>
        <translation>%1 (ordinateur, %2) joue ensuite. Appuie sur Tour suivant pour regarder.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is playing: watch what it does.</source>
        <translation>%1 (ordinateur, %2) est en train de jouer&#xa0;: regarde ce qu’il fait.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2…</source>
        <translation>%1 réfléchit à %2…</translation>
    </message>
    <message>
        <source> Is it right? Press Next to check it.</source>
        <translation> C’est juste&#xa0;? Appuie sur Suivant pour vérifier.</translation>
    </message>
    <message>
        <source> Checking it…</source>
        <translation> Vérification…</translation>
    </message>
    <message>
        <source>Play the computer player&apos;s next step</source>
        <translation>Jouer l’étape suivante du joueur ordinateur</translation>
    </message>
    <message>
        <source>Finish the computer player&apos;s step at once (Esc, or click the table)</source>
        <translation>Finir tout de suite l’étape du joueur ordinateur (Échap, ou clic sur la table)</translation>
    </message>
    <message>
        <source>%1&apos;s turn (computer)</source>
        <translation>%1 joue (ordinateur)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>That was the last turn. Press See the results.</source>
        <translation>C’était le dernier tour. Appuie sur Voir les résultats.</translation>
    </message>
    <message>
        <source>Show the app the cards you turned over (Ctrl+D)</source>
        <translation>Montre à l’appli les cartes que tu as retournées (Ctrl+D)</translation>
    </message>
    <message>
        <source>You will see the answer, and you claim no primes this turn.</source>
        <translation>Tu verras la réponse, et tu ne prends aucun nombre premier à ce tour.</translation>
    </message>
    <message>
        <source>A hint or another try may still get you there.</source>
        <translation>Un indice ou un nouvel essai peut encore t’y mener.</translation>
    </message>
    <message>
        <source>Another try may still get you there.</source>
        <translation>Un nouvel essai peut encore t’y mener.</translation>
    </message>
    <message>
        <source>%1 goes first. </source>
        <translation>%1 commence. </translation>
    </message>
    <message>
        <source>%1&apos;s turn. </source>
        <translation>À %1 de jouer. </translation>
    </message>
    <message>
        <source>Turn over a face card and its digit cards, then press Enter cards.</source>
        <translation>Retourne une figure et ses cartes chiffres, puis appuie sur Saisir les cartes.</translation>
    </message>
    <message>
        <source>%1 goes first. Press Draw to turn over a face card.</source>
        <translation>%1 commence. Appuie sur Piocher pour retourner une figure.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card for %1.</source>
        <translation>Appuie sur Piocher pour retourner une figure pour %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>Type the prime factors of %1 (like 2^2 × 3) and press Check.</source>
        <translation>Tape les facteurs premiers de %1 (comme 2^2 × 3) et appuie sur Vérifier.</translation>
    </message>
    <message>
        <source> One try!</source>
        <translation> Un seul essai&#xa0;!</translation>
    </message>
    <message>
        <source>What are the prime factors of %1? (Type %2 if it has none.)</source>
        <extracomment>%2 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>Quels sont les facteurs premiers de %1&#xa0;? (Tape %2 s’il n’en a pas.)</translation>
    </message>
    <message>
        <source>Give up on %1?</source>
        <translation>Abandonner pour %1&#xa0;?</translation>
    </message>
    <message>
        <source>Last turn: %1 scored %2</source>
        <translation>Dernier tour&#xa0;: %1 a marqué %2</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 a marqué %2</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation>%1 commence</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <source>Press Enter cards to start</source>
        <translation>Appuie sur Saisir les cartes pour commencer</translation>
    </message>
    <message>
        <source>Press Draw to start</source>
        <translation>Appuie sur Piocher pour commencer</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n tour joué</numerusform>
            <numerusform>%n tours joués</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Real cards</source>
        <translation>Vraies cartes</translation>
    </message>
    <message>
        <source>The players turn over real cards and the app keeps score</source>
        <translation>Les joueurs retournent de vraies cartes et l’appli compte les points</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>Mode %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Donne personnalisée</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Code de donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Everyone who starts a game with this deal code and the same number of players gets the same cards</source>
        <translation>Tous ceux qui commencent une partie avec ce code de donne et le même nombre de joueurs reçoivent les mêmes cartes</translation>
    </message>
    <message>
        <source>deal %1 — %2</source>
        <translation>donne %1 — %2</translation>
    </message>
    <message>
        <source>Not yet:</source>
        <translation>Pas encore&#xa0;:</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Indice %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1, a computer player (%2), plays next: press Next.</source>
        <translation>%1, joueur ordinateur (%2), joue ensuite&#xa0;: appuie sur Suivant.</translation>
    </message>
    <message>
        <source>%1 is thinking about %2.</source>
        <translation>%1 réfléchit à %2.</translation>
    </message>
    <message>
        <source> Press Next to check it.</source>
        <translation> Appuie sur Suivant pour vérifier.</translation>
    </message>
    <message>
        <source>A game of Wild West for %1. %2</source>
        <translation>Une partie de Wild West pour %1. %2</translation>
    </message>
</context>
<context>
    <name>PrimeList</name>
    <message>
        <source>Try 97, 100-200, starts with 9, ends with 7, contains 11, under 50 or over 9000.</source>
        <extracomment>the search box reads these words in English and in the words given for &quot;starts with&quot;, &quot;ends with&quot; and the others in this file: use your language&apos;s words here</extracomment>
        <translation>Essaie 97 ou 100-200, ou bien, en anglais&#xa0;: starts with 9 (commence par 9), ends with 7 (finit par 7), contains 11 (contient 11), under 50 (moins de 50) ou over 9000 (plus de 9000).</translation>
    </message>
    <message>
        <source>try 97, 100-200 or starts with 9</source>
        <translation>essaie 97, 100-200 ou commence par 9</translation>
    </message>
    <message>
        <source>starts with|begins with</source>
        <extracomment>Words a pupil types in the prime list&apos;s search box, in the game&apos;s language (English always works as well). Each translation may give several ways to say it, split by &quot;|&quot;. search the prime list: &quot;starts with 9&quot; (other ways to say it after a |)</extracomment>
        <translation>commence par|débute par</translation>
    </message>
    <message>
        <source>ends with|ends in</source>
        <extracomment>search the prime list: &quot;ends with 7&quot; (other ways to say it after a |)</extracomment>
        <translation>finit par|se termine par</translation>
    </message>
    <message>
        <source>contains|has</source>
        <extracomment>search the prime list: &quot;contains 11&quot; (other ways to say it after a |)</extracomment>
        <translation>contient|avec</translation>
    </message>
    <message>
        <source>under|below|less than</source>
        <extracomment>search the prime list: &quot;under 50&quot; (other ways to say it after a |)</extracomment>
        <translation>moins de|inférieur à|sous</translation>
    </message>
    <message>
        <source>up to|at most</source>
        <extracomment>search the prime list: &quot;up to 50&quot; (other ways to say it after a |)</extracomment>
        <translation>jusqu’à|jusqu&apos;à|au plus</translation>
    </message>
    <message>
        <source>over|above|more than</source>
        <extracomment>search the prime list: &quot;over 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>plus de|supérieur à|au-dessus de</translation>
    </message>
    <message>
        <source>at least|from</source>
        <extracomment>search the prime list: &quot;at least 9000&quot; (other ways to say it after a |)</extracomment>
        <translation>au moins|à partir de|dès</translation>
    </message>
    <message>
        <source>to|and</source>
        <extracomment>search the prime list: the word between two numbers, &quot;100 to 200&quot; (others after a |)</extracomment>
        <translation>à|et</translation>
    </message>
    <message>
        <source>That is too long: %1.</source>
        <translation>C’est trop long&#xa0;: %1.</translation>
    </message>
    <message>
        <source>starting with %1</source>
        <translation>commençant par %1</translation>
    </message>
    <message>
        <source>ending in %1</source>
        <translation>finissant par %1</translation>
    </message>
    <message>
        <source>containing %1</source>
        <translation>contenant %1</translation>
    </message>
    <message>
        <source>%1 is a prime</source>
        <translation>%1 est premier</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 n’est pas premier</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>en dessous de %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu’à %1</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>au-dessus de %1</translation>
    </message>
    <message>
        <source>from %1 up</source>
        <translation>à partir de %1</translation>
    </message>
    <message>
        <source>No search like &quot;%1&quot;: %2.</source>
        <translation>Je ne comprends pas «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>All primes</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Free primes (nobody holds them)</source>
        <translation>Libres (personne ne les a)</translation>
    </message>
    <message>
        <source>Held primes</source>
        <translation>Pris</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Pris par %1</translation>
    </message>
    <message>
        <source>Primes of the last number</source>
        <translation>Du dernier nombre</translation>
    </message>
    <message>
        <source>No free primes</source>
        <translation>Aucun nombre premier libre</translation>
    </message>
    <message>
        <source>No held primes</source>
        <translation>Aucun nombre premier pris</translation>
    </message>
    <message>
        <source>No primes</source>
        <translation>Aucun nombre premier</translation>
    </message>
    <message numerus="yes">
        <source>%n free prime(s)</source>
        <extracomment>%n is written with a space between thousands (&quot;1 229 primes&quot;)</extracomment>
        <translation>
            <numerusform>%n nombre premier libre</numerusform>
            <numerusform>%n nombres premiers libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held prime(s)</source>
        <translation>
            <numerusform>%n nombre premier pris</numerusform>
            <numerusform>%n nombres premiers pris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prime(s)</source>
        <translation>
            <numerusform>%n nombre premier</numerusform>
            <numerusform>%n nombres premiers</numerusform>
        </translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>pris par %1</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>of the last number</source>
        <translation>du dernier nombre</translation>
    </message>
</context>
<context>
    <name>PrimeListModel</name>
    <message>
        <source>%1: free</source>
        <translation>%1&#xa0;: libre</translation>
    </message>
    <message>
        <source>%1: held by %2 (%3)</source>
        <translation>%1&#xa0;: pris par %2 (%3)</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, un nombre premier de %1</translation>
    </message>
</context>
<context>
    <name>PrimeListPage</name>
    <message>
        <source>97 or 100-200</source>
        <translation>7 ou 100-200</translation>
    </message>
    <message>
        <source>Look up primes</source>
        <translation>Chercher des nombres premiers</translation>
    </message>
    <message>
        <source>Loo&amp;k up:</source>
        <translation>&amp;Chercher&#xa0;:</translation>
    </message>
    <message>
        <source>Show which primes</source>
        <translation>Quels nombres premiers afficher</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>How many primes are shown</source>
        <translation>Combien de nombres premiers sont affichés</translation>
    </message>
    <message>
        <source> · keep typing…</source>
        <translation> · continue à taper…</translation>
    </message>
</context>
<context>
    <name>PrimeListView</name>
    <message>
        <source>Primes up to 9 973</source>
        <translation>Nombres premiers jusqu’à 9&#xa0;973</translation>
    </message>
</context>
<context>
    <name>PrimeMap</name>
    <message>
        <source>Map of the numbers 1 to 10 000</source>
        <translation>Carte des nombres de 1 à 10&#xa0;000</translation>
    </message>
    <message>
        <source>Arrow keys move, Page Up and Page Down jump ten rows, plus and minus zoom.</source>
        <translation>Les flèches déplacent, Page précédente et Page suivante sautent de dix lignes, plus et moins zooment.</translation>
    </message>
    <message>
        <source>, a prime of %1</source>
        <translation>, un nombre premier de %1</translation>
    </message>
</context>
<context>
    <name>PrimePanel</name>
    <message>
        <source>Prime reference</source>
        <translation>Nombres premiers</translation>
    </message>
    <message>
        <source>Prime reference sections</source>
        <translation>Onglets des nombres premiers</translation>
    </message>
    <message>
        <source>Pr&amp;imes</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <source>Every prime up to 9 973 and who holds it</source>
        <translation>Tous les nombres premiers jusqu’à 9&#xa0;973, et à qui ils sont</translation>
    </message>
    <message>
        <source>F&amp;actor</source>
        <translation>Divi&amp;ser</translation>
    </message>
    <message>
        <source>The factor checker: ladder, tree and index form</source>
        <translation>Le décomposeur&#xa0;: échelle, arbre et puissances</translation>
    </message>
    <message>
        <source>T&amp;ests</source>
        <translation>T&amp;ests</translation>
    </message>
    <message>
        <source>Quick divisibility tests</source>
        <translation>Tests de divisibilité rapides</translation>
    </message>
    <message>
        <source>&amp;Sieve</source>
        <translation>Cri&amp;ble</translation>
    </message>
    <message>
        <source>The sieve of Eratosthenes on a hundred square</source>
        <translation>Le crible d’Ératosthène sur un tableau de 1 à 100</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>Car&amp;te</translation>
    </message>
    <message>
        <source>A map of 1 to 10 000 with the held primes</source>
        <translation>Une carte de 1 à 10&#xa0;000 avec les nombres premiers déjà pris</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Primes held</source>
        <translation>Nombres premiers en main</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Number and its prime factors</source>
        <translation>Nombre et ses facteurs premiers</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Nombres premiers</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Tour par tour</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>a table&apos;s heading on the next page: &quot;Turn by turn (continued)&quot;</extracomment>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>No turns played yet.</source>
        <translation>Aucun tour joué pour l’instant.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game ends before the last %1 face and %2 digit cards (&lt;span class=&quot;unused&quot;&gt;shown in grey&lt;/span&gt;): they are not needed, but leave them at the bottom of the piles.&lt;/p&gt;</source>
        <extracomment>HTML, keep the tags: %1 face cards and %2 digit cards are left at the end</extracomment>
        <translation>&lt;p&gt;La partie se termine avant les %1 dernières figures et les %2 dernières cartes chiffres (&lt;span class=&quot;unused&quot;&gt;en gris&lt;/span&gt;)&#xa0;: on n’en a pas besoin, mais laisse-les au fond des piles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Setting up the cards</source>
        <translation>Préparer les cartes</translation>
    </message>
    <message>
        <source>Sort the cards into two piles, face down, in the order below: card 1 on top. Ace = 1, Ten = 0. Players take turns in the order listed above.</source>
        <translation>Trie les cartes en deux piles, face cachée, dans l’ordre ci-dessous&#xa0;: la carte 1 sur le dessus. As = 1, dix = 0. Les joueurs jouent chacun leur tour, dans l’ordre indiqué plus haut.</translation>
    </message>
    <message numerus="yes">
        <source>Face pile (%n cards)</source>
        <translation>
            <numerusform>Pioche des figures (%n carte)</numerusform>
            <numerusform>Pioche des figures (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Digit pile (%n cards)</source>
        <translation>
            <numerusform>Pioche des chiffres (%n carte)</numerusform>
            <numerusform>Pioche des chiffres (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>%1: what a game with correct factoring scores, and every turn of it. Turns marked in orange are steals.</source>
        <translation>%1&#xa0;: ce que rapporte une partie où tout est bien décomposé, tour par tour. Les tours en orange sont des vols.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>Wild West — page %1 of %2</source>
        <extracomment>the head of a printed page: %1 the page&apos;s number, %2 how many pages</extracomment>
        <translation>Wild West — page %1 sur %2</translation>
    </message>
    <message>
        <source>Wild West — %1 — page %2 of %3</source>
        <extracomment>the head of a printed page: %1 which game (&quot;deal 4821&quot;), %2 the page&apos;s number, %3 how many pages</extracomment>
        <translation>Wild West — %1 — page %2 sur %3</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 a file name, %2 why it could not be written</extracomment>
        <translation>%1 n’a pas pu être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> Le fichier enregistré avant n’est pas modifié.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2%3</source>
        <extracomment>%1 a file name, %2 why it could not be written (&quot;writing failed: disk full?&quot;), %3 that the old file is unchanged, or nothing</extracomment>
        <translation>%1 n’a pas pu être écrit&#xa0;: %2%3</translation>
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
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Start new</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Wild West was closed (or stopped) in the middle of this game. %1 goes on with it; %2 leaves it behind.</source>
        <extracomment>%1 the Resume button&apos;s words, %2 the other button&apos;s (Start new, Start the new game, Open game.wwgame): the text names both buttons as they read</extracomment>
        <translation>Wild West a été fermé (ou s’est arrêté) au milieu de cette partie. «&#xa0;%1&#xa0;» la reprend&#xa0;; «&#xa0;%2&#xa0;» la laisse de côté.</translation>
    </message>
    <message>
        <source>Open anyway if that copy has stopped working. If it is still running, this copy plays normally but keeps no learning records.</source>
        <translation>Ouvre quand même si l’autre copie ne fonctionne plus. Si elle tourne encore, cette copie-ci joue normalement, mais ne tient pas de carnet de progrès.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Open anyway</source>
        <translation>&amp;Ouvrir quand même</translation>
    </message>
</context>
<context>
    <name>RealCards</name>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>%1 is not a card code: use a rank %2 and a suit %3 (like %4), or %5 for a joker.</source>
        <extracomment>%1 what was typed, in quotes; %2 the ranks (A 2-10 J Q K, in the letters of CardCodes); %3 the suits&apos; letters; %4 two codes for examples; %5 the joker&apos;s code</extracomment>
        <translation>%1 n’est pas un code de carte&#xa0;: prends une valeur %2 et une couleur %3 (comme %4), ou %5 pour un joker.</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n chiffre</numerusform>
            <numerusform>%n chiffres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 asks for %2</source>
        <translation>%1 demande %2</translation>
    </message>
    <message>
        <source>Pick the face card you turned over: a Jack, Queen, King or joker.</source>
        <translation>Choisis la figure que tu as retournée&#xa0;: un valet, une dame, un roi ou un joker.</translation>
    </message>
    <message>
        <source>Now pick the %1, from left to right.</source>
        <translation>Choisis maintenant les %1, de gauche à droite.</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more digit(s), from left to right.</source>
        <translation>
            <numerusform>Choisis encore %n chiffre, de gauche à droite.</numerusform>
            <numerusform>Choisis encore %n chiffres, de gauche à droite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the cards, then press Confirm.</source>
        <translation>Vérifie les cartes, puis appuie sur Valider.</translation>
    </message>
    <message>
        <source>not in this game (%1 only)</source>
        <translation>pas dans cette partie (seulement %1)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>encore %1</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>plus aucune</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one suit in the card codes hint: %1 the letters typed for it (CardCodes), %2 its name</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Type a rank (%1), then a suit: %2 (or %3). %4 is the %5, %6 a joker.</source>
        <extracomment>under the card codes box: %1 the ranks&apos; letters, %2 each suit&apos;s letters and name, %3 the signs of the suits (they may be typed too), %4 a code and %5 its card, %6 the joker&apos;s code</extracomment>
        <translation>Tape une valeur (%1), puis une couleur&#xa0;: %2 (ou %3). Exemple&#xa0;: %4 = %5, %6 = joker.</translation>
    </message>
    <message>
        <source>English codes like %1 work too.</source>
        <extracomment>after the card codes hint, in a language with its own card letters: %1 the English code of the same card as the example (QH)</extracomment>
        <translation>Les codes anglais comme %1 marchent aussi.</translation>
    </message>
    <message>
        <source>Which cards did %1 turn over?</source>
        <translation>Quelles cartes %1 a retournées&#xa0;?</translation>
    </message>
    <message>
        <source>Click the face card, then the digits from left to right.</source>
        <translation>Clique sur la figure, puis sur les chiffres de gauche à droite.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation>pas encore compté</translation>
    </message>
    <message>
        <source>turn %1: %2&apos;s %3 (%4, %5)</source>
        <translation>tour %1&#xa0;: %3 de %2 (%4, %5)</translation>
    </message>
    <message>
        <source>The cards go back in the packs, the scores go back to what they were before it, and %1 enters the cards again.</source>
        <translation>Les cartes retournent dans les paquets, les scores reviennent à ce qu’ils étaient avant ce tour, et %1 saisit à nouveau les cartes.</translation>
    </message>
    <message>
        <source>Undo %1?</source>
        <translation>Annuler %1&#xa0;?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Annulé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1, turn over your cards again and press Enter cards.</source>
        <translation>%1, retourne à nouveau tes cartes et appuie sur Saisir les cartes.</translation>
    </message>
    <message>
        <source>The game ends now and the scores so far are the results.</source>
        <translation>La partie se termine maintenant, et les scores actuels sont les résultats.</translation>
    </message>
    <message numerus="yes">
        <source>The game ends now and the scores so far are the results. (%n face card(s) (has|have) not been entered.)</source>
        <translation>
            <numerusform>La partie se termine maintenant et les scores actuels sont les résultats. (%n figure n’a pas été saisie.)</numerusform>
            <numerusform>La partie se termine maintenant et les scores actuels sont les résultats. (%n figures n’ont pas été saisies.)</numerusform>
        </translation>
    </message>
    <message>
        <source>picked as card %1, %2</source>
        <extracomment>a card&apos;s name on the card picker once picked: %1 where it was picked (the face card is 1: &quot;2&quot;, &quot;2 and 4&quot;), %2 how many are left</extracomment>
        <translation>choisie comme carte %1, %2</translation>
    </message>
    <message>
        <source>We&apos;re out of cards: end the game now?</source>
        <translation>On n’a plus de cartes&#xa0;: terminer la partie maintenant&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Recent</name>
    <message>
        <source>cannot be reached now (%1)</source>
        <translation>n’est pas accessible pour l’instant (%1)</translation>
    </message>
    <message>
        <source>is not a file name this computer can use</source>
        <translation>n’est pas un nom de fichier utilisable sur cet ordinateur</translation>
    </message>
    <message>
        <source>is not a saved game any more</source>
        <translation>n’est plus une partie enregistrée</translation>
    </message>
    <message>
        <source>is no longer there (moved or deleted)</source>
        <translation>n’est plus là (déplacé ou supprimé)</translation>
    </message>
    <message>
        <source>cannot be reached now (on a drive that is not connected?)</source>
        <translation>n’est pas accessible pour l’instant (sur un disque non branché&#xa0;?)</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two of a list of file names: &quot;a.wwgame and b.wwgame&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 is no longer there, so taken off Open Recent</source>
        <translation>%1 n’est plus là&#xa0;: il a été retiré des fichiers récents</translation>
    </message>
    <message>
        <source>%1 are no longer there, so taken off Open Recent</source>
        <translation>%1 ne sont plus là&#xa0;: ils ont été retirés des fichiers récents</translation>
    </message>
    <message>
        <source>%1 %2, so it was taken off Open Recent</source>
        <translation>%1 %2&#xa0;: il a donc été retiré de la liste des fichiers récents</translation>
    </message>
    <message>
        <source>%1 %2; it stays on Open Recent for when it can be reached again</source>
        <translation>%1 %2&#xa0;; il reste dans la liste des fichiers récents pour quand il sera de nouveau accessible</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>not prime</source>
        <translation>pas premier</translation>
    </message>
    <message>
        <source>0 or 1 as a factor</source>
        <translation>0 ou 1 comme facteur</translation>
    </message>
    <message>
        <source>does not divide</source>
        <translation>ne divise pas</translation>
    </message>
    <message>
        <source>factor missing</source>
        <translation>facteur manquant</translation>
    </message>
    <message>
        <source>too many factors</source>
        <translation>trop de facteurs</translation>
    </message>
    <message>
        <source>&quot;none&quot; for 2 or more</source>
        <translation>«&#xa0;aucun&#xa0;» pour 2 ou plus</translation>
    </message>
    <message>
        <source>factors for 0 or 1</source>
        <translation>des facteurs pour 0 ou 1</translation>
    </message>
    <message>
        <source>repeated prime missing</source>
        <translation>premier répété manquant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Nombres rencontrés</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Juste du premier coup</translation>
    </message>
    <message>
        <source>Right first time %</source>
        <translation>Juste du premier coup %</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices demandés</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Abandons</translation>
    </message>
    <message>
        <source>Average seconds per answer</source>
        <translation>Secondes par réponse en moyenne</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Nombres premiers trouvés</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Mistakes: %1</source>
        <extracomment>a column of the records&apos; CSV export: %1 a kind of mistake (&quot;not prime&quot;)</extracomment>
        <translation>Erreurs : %1</translation>
    </message>
    <message>
        <source>Answered by ladder</source>
        <translation>Réponses avec l’échelle</translation>
    </message>
    <message>
        <source>Learning records are held back: %1. They are kept here and written as soon as it can be.</source>
        <translation>Le carnet de progrès est mis en attente&#xa0;: %1. Il est gardé ici et sera écrit dès que possible.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk cannot be written now (is it full?)</source>
        <translation>impossible d’écrire sur le disque pour l’instant (est-il plein&#xa0;?)</translation>
    </message>
</context>
<context>
    <name>RecordsChart</name>
    <message>
        <source>Progress chart</source>
        <translation>Courbe de progrès</translation>
    </message>
    <message>
        <source>Choose a player to see their progress.</source>
        <translation>Choisis un joueur pour voir ses progrès.</translation>
    </message>
    <message>
        <source>%1 has no games yet.</source>
        <translation>%1 n’a pas encore de parties.</translation>
    </message>
    <message>
        <source>%1 right first time (%2 of %3)</source>
        <translation>%1 juste du premier coup (%2 sur %3)</translation>
    </message>
    <message>
        <source>Auto only</source>
        <translation>Auto seulement</translation>
    </message>
    <message>
        <source>%1, game by game: </source>
        <translation>%1, partie par partie&#xa0;: </translation>
    </message>
    <message>
        <source>Choose a player above to see their progress</source>
        <translation>Choisis un joueur ci-dessus pour voir ses progrès</translation>
    </message>
    <message>
        <source>%1: right first time, game by game</source>
        <translation>%1&#xa0;: juste du premier coup, partie par partie</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <translation>Aucune partie enregistrée pour l’instant.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first</source>
        <translation>
            <numerusform>Dernière partie (%n)</numerusform>
            <numerusform>Les %n dernières parties, de la plus ancienne à la plus récente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Numbers met</source>
        <translation>Nombres rencontrés</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Juste du premier coup</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Abandons</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Temps par réponse</translation>
    </message>
    <message>
        <source>Primes found</source>
        <translation>Nombres premiers trouvés</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>The name typed at the start of a game (the same name in any case is the same player)</source>
        <translation>Le nom tapé au début d’une partie (le même nom, en majuscules ou en minuscules, désigne le même joueur)</translation>
    </message>
    <message>
        <source>Every number the player&apos;s cards made, Auto turns included</source>
        <translation>Tous les nombres formés par les cartes du joueur, tours en mode Auto compris</translation>
    </message>
    <message>
        <source>Numbers the player factored themselves (Practice and Challenge), and how many of them by division ladder</source>
        <translation>Les nombres que le joueur a décomposés lui-même (Entraînement et Défi), et combien avec l’échelle de divisions</translation>
    </message>
    <message>
        <source>Answers exactly right at the first try with no hint</source>
        <translation>Réponses parfaitement justes du premier coup, sans indice</translation>
    </message>
    <message>
        <source>Hints taken</source>
        <translation>Indices demandés</translation>
    </message>
    <message>
        <source>Turns where the player asked to see the answer</source>
        <translation>Tours où le joueur a demandé à voir la réponse</translation>
    </message>
    <message>
        <source>Average time from the draw to the end of the turn</source>
        <translation>Temps moyen entre la pioche et la fin du tour</translation>
    </message>
    <message>
        <source>Different primes the player has named correctly</source>
        <translation>Nombres premiers différents que le joueur a donnés correctement</translation>
    </message>
    <message>
        <source>Finished games played</source>
        <translation>Parties jouées jusqu’au bout</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Mistake:
%1</source>
        <translation>Erreur&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Answers with this mistake: %1</source>
        <translation>Réponses avec cette erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2 by ladder)</source>
        <translation>%1 (%2 avec l’échelle)</translation>
    </message>
    <message>
        <source>%1 has found %2</source>
        <translation>%1 a trouvé %2</translation>
    </message>
    <message>
        <source>%1: none yet</source>
        <translation>%1&#xa0;: aucun pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n answer(s) right first time</source>
        <translation>
            <numerusform>%1 réponse sur %n juste du premier coup</numerusform>
            <numerusform>%1 réponses sur %n justes du premier coup</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Learning records — Wild West</source>
        <translation>Carnet de progrès — Wild West</translation>
    </message>
    <message>
        <source>Learning records</source>
        <translation>Carnet de progrès</translation>
    </message>
    <message>
        <source>No records yet. Every turn played is recorded under the player&apos;s name, so play a game and the records appear here.</source>
        <translation>Le carnet est encore vide. Chaque tour joué est noté sous le nom du joueur&#xa0;: joue une partie, et les progrès apparaîtront ici.</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>%1. A player is the name typed at the start of a game; no accounts or passwords.</source>
        <translation>%1. Un joueur, c’est le nom tapé au début d’une partie&#xa0;; pas de compte ni de mot de passe.</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>The game cannot be kept safe against a crash: %1</source>
        <translation>La partie ne peut pas être protégée contre un plantage&#xa0;: %1</translation>
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
        <translation>&lt;h1&gt;Comment jouer à Wild West&lt;/h1&gt;
&lt;p&gt;Collectionne les nombres premiers&#xa0;! À chaque tour, tu formes un nombre avec des cartes,
tu le décomposes en facteurs premiers, et tu marques un point pour chaque nombre premier que
personne n’a encore. À la fin, le joueur qui a le plus de points gagne.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Tu débutes&#xa0;?&lt;/b&gt; Choisis &lt;b&gt;Aide → Apprendre à jouer&lt;/b&gt; (ou &lt;b&gt;Apprendre à jouer&lt;/b&gt; sur
l’écran Nouvelle partie) pour une petite partie guidée avec Sheriff Sam&#xa0;: il te montre chaque
règle ci-dessous au moment où tu la joues. Tu peux la quitter à tout moment avec &lt;b&gt;Quitter&lt;/b&gt; ou Échap.&lt;/p&gt;
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
        <translation>&lt;h2&gt;Les cartes&lt;/h2&gt;
&lt;p&gt;Les cartes sont réparties en deux piles, face cachée&#xa0;:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;La pioche des figures&lt;/b&gt;&#xa0;: les valets, les dames, les rois et les jokers. Une figure
indique combien de cartes chiffres piocher&#xa0;: &lt;b&gt;valet ou joker → 2&lt;/b&gt;, &lt;b&gt;dame → 3&lt;/b&gt;,
&lt;b&gt;roi → 4&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;La pioche des chiffres&lt;/b&gt;&#xa0;: de l’as au 10. &lt;b&gt;As = 1&lt;/b&gt;, les cartes de 2 à 9 valent
ce qui est écrit dessus, et &lt;b&gt;dix = 0&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Chaque paquet est réparti de cette façon, et les deux piles s’épuisent en même temps.
Prends un paquet pour deux joueurs&#xa0;; 7 joueurs peuvent se partager un seul paquet (2 tours chacun).&lt;/p&gt;
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
        <translation>&lt;h2&gt;Ton tour&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;Appuie sur &lt;b&gt;Piocher&lt;/b&gt;. La figure du dessus est retournée et les cartes chiffres sont
posées de gauche à droite.&lt;/li&gt;
&lt;li&gt;Lis les chiffres de gauche à droite&#xa0;: c’est ton nombre. Un 10 au début est un zéro,
donc 10♠ 7♥ donne 07, c’est-à-dire 7.&lt;/li&gt;
&lt;li&gt;Trouve les facteurs premiers de ton nombre. Par exemple, 3105 = 3 × 3 × 3 × 5 × 23,
donc ses nombres premiers sont 3, 5 et 23. 0 et 1 n’ont pas de facteurs premiers&#xa0;: ils ne
rapportent rien.&lt;/li&gt;
&lt;li&gt;Compte chaque nombre premier différent&#xa0;:
&lt;ul&gt;
&lt;li&gt;personne ne l’a encore → il va sur ta liste, &lt;b&gt;+1 point&lt;/b&gt;&#xa0;;&lt;/li&gt;
&lt;li&gt;quelqu’un l’a déjà (toi ou un autre joueur) → &lt;b&gt;0 point&lt;/b&gt;, sauf si tu fais un vol
(voir plus bas).&lt;/li&gt;
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
        <translation>&lt;h2&gt;Les cartes de la même couleur multiplient tes points&lt;/h2&gt;
&lt;p&gt;Compte les cartes chiffres qui ont la même couleur que la figure (pique, cœur, carreau ou trèfle).
Chacune rend ton tour plus payant&#xa0;: &lt;b&gt;1 carte ×2, 2 cartes ×3, 3 cartes ×4, 4 cartes ×5&lt;/b&gt;.
Un joker n’a pas de couleur, donc aucune carte n’est de la même couleur que lui&#xa0;: ×1.&lt;/p&gt;
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
        <translation>&lt;h2&gt;Vol&#xa0;!&lt;/h2&gt;
&lt;p&gt;Si &lt;b&gt;toutes&lt;/b&gt; les cartes chiffres ont la couleur de la figure (et que ce n’est pas un joker),
tu fais un vol&#xa0;: chaque facteur premier de ton nombre qu’un autre joueur possède est retiré de
sa liste et mis sur la tienne, &lt;b&gt;+1 point&lt;/b&gt; chacun. Les facteurs premiers de ton nombre que tu
as déjà rapportent &lt;b&gt;+1&lt;/b&gt; aussi. Le jeu fait toujours le vol pour toi quand c’est possible.&lt;/p&gt;
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
        <translation>&lt;h2&gt;Le calcul des points&lt;/h2&gt;
&lt;p&gt;Les points de ton tour = (les points de tes nombres premiers) × (cartes de la même couleur + 1).
Les points que tu as marqués ne te sont jamais retirés.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Exemple&#xa0;:&lt;/b&gt; la figure est K♠ et tu pioches 3♠ A♥ 10♠ 5♠&#xa0;: le nombre est
3105 = 3³ × 5 × 23. Trois piques ont la même couleur que la figure, donc ×4. Si quelqu’un a déjà 3, mais
que 5 et 23 sont libres, tu marques (0 + 1 + 1) × 4 = &lt;b&gt;8 points&lt;/b&gt;. Si les quatre chiffres
avaient été des piques, tu aurais volé 3 aussi&#xa0;: (1 + 1 + 1) × 5 = &lt;b&gt;15 points&lt;/b&gt;.&lt;/p&gt;
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
        <translation>&lt;h2&gt;La fin&lt;/h2&gt;
&lt;p&gt;La partie se termine quand la pioche des figures est vide. Avec les &lt;b&gt;tours égaux&lt;/b&gt; (la
règle habituelle), elle s’arrête dès qu’il ne reste plus assez de figures pour que tout le monde
rejoue&#xa0;: chacun a donc joué le même nombre de tours. Elle s’arrête aussi s’il ne reste pas
assez de cartes chiffres pour la figure suivante.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Le gagnant&lt;/b&gt; est celui qui a le plus de points. En cas d’égalité, celui qui a le
&lt;b&gt;plus grand nombre premier&lt;/b&gt; gagne. S’il y a encore égalité (aucun d’eux n’a de nombre
premier), ils se partagent la victoire.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules — Wild West</source>
        <translation>Règles — Wild West</translation>
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
        <translation>&lt;h2&gt;Les règles maison que ton professeur peut choisir&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Tours égaux&lt;/b&gt; (en général activé)&#xa0;: on s’arrête quand tout le monde ne peut pas rejouer.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Les vols coûtent des points&lt;/b&gt; (en général désactivé)&#xa0;: quand on te vole un nombre
premier, tu perds 1 point pour lui.&lt;/li&gt;
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
        <translation>&lt;h2&gt;Qui trouve les facteurs&#xa0;?&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Auto&lt;/b&gt;&#xa0;: le jeu décompose chaque nombre et explique.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Entraînement&lt;/b&gt;&#xa0;: tu tapes les facteurs. Si quelque chose est faux, le jeu te dit
quelle erreur c’est, sans faire le travail à ta place&#xa0;: un nombre qui n’est pas premier
est dit comme tel, avec un indice («&#xa0;10 n’est pas premier&#xa0;: il est pair, donc on peut
encore le décomposer&#xa0;»), et un nombre qui ne divise pas le tien est nommé («&#xa0;7 ne divise
pas 3105&#xa0;»). Le jeu n’écrit jamais un produit ou une division que tu n’as pas écrit.
Ensuite, réessaie.
&lt;ul&gt;
&lt;li&gt;Tu peux demander jusqu’à trois &lt;b&gt;indices&lt;/b&gt;, une étape chacun&#xa0;: une règle de
divisibilité, puis un nombre premier à essayer, puis une division et ce qu’il en reste. Un
indice nomme au plus un nombre premier et ne fait jamais la dernière étape à ta place
(«&#xa0;Divise 58 par 2. Ce qui reste est-il premier&#xa0;?&#xa0;»). Chaque indice reste affiché sous le
suivant.&lt;/li&gt;
&lt;li&gt;Seul &lt;b&gt;Abandon&lt;/b&gt; montre la réponse&#xa0;: il te demande d’abord, et tu ne prends alors
rien.&lt;/li&gt;
&lt;li&gt;Coche &lt;b&gt;Répondre avec l’échelle&lt;/b&gt; pour monter une échelle de divisions à la
place&#xa0;: essaie un nombre premier sur le nombre&#xa0;; s’il le divise, écris ce qui reste en
dessous et continue&#xa0;; quand aucun nombre premier jusqu’à sa racine carrée ne divise ce qui
reste, c’est un nombre premier. L’échelle terminée est ta réponse.&lt;/li&gt;
&lt;/ul&gt;&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Défi&lt;/b&gt;&#xa0;: tu tapes les facteurs une seule fois. Chaque nombre premier juste que tu
donnes compte&#xa0;; un nombre premier que tu oublies reste libre pour les autres.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Tape les facteurs comme &lt;code&gt;2^2 × 3 × 5&lt;/code&gt;, &lt;code&gt;2 x 2 x 3 x 5&lt;/code&gt; ou
&lt;code&gt;2, 2, 3, 5&lt;/code&gt;. Pour 0 et 1, tape &lt;code&gt;aucun&lt;/code&gt;.&lt;/p&gt;
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
&lt;li&gt;&lt;b&gt;Figures&lt;/b&gt; (d’habitude toutes)&#xa0;: pour les plus jeunes, la pioche des figures peut ne contenir que les valets, les dames et les jokers (des nombres de 2 et 3 chiffres), ou seulement les valets et les jokers (des nombres de 2 chiffres). La pioche des chiffres ne change pas, donc la partie se termine quand la pioche des figures est vide.&lt;/li&gt;
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
        <translation>&lt;h2&gt;Jouer avec de vraies cartes&lt;/h2&gt;
&lt;p&gt;Ta classe peut jouer avec de vrais paquets sur la table, crayons rangés&#xa0;: l’appli compte
les points. À chaque tour, tu saisis la figure et les cartes chiffres que tu as retournées, et
l’appli compte les points du tour selon les règles ci-dessus.&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;Retourne une figure et les cartes chiffres qu’elle demande, de gauche à droite.&lt;/li&gt;
&lt;li&gt;Appuie sur &lt;b&gt;Saisir les cartes&lt;/b&gt; et montre tes cartes à l’appli&#xa0;: clique (ou touche) la
figure, puis les chiffres de gauche à droite. Ou tape leurs codes&#xa0;: la valeur, puis la couleur
S (pique), H (cœur), D (carreau) ou C (trèfle), comme &lt;code&gt;KS 3S AH 10S 5S&lt;/code&gt;. T vaut 10,
et JK est un joker. Une carte dont les paquets n’ont plus d’exemplaire est grisée.&lt;/li&gt;
&lt;li&gt;Vérifie la ligne sous les cartes&#xa0;: &lt;b&gt;K♠ demande 4 chiffres&#xa0;: 3♠ A♥ 10♠ 5♠ → 3105&lt;/b&gt;.
Tu peux tout changer tant que tu n’as pas appuyé sur &lt;b&gt;Valider&lt;/b&gt;. Ensuite, ton tour
continue comme d’habitude&#xa0;: Auto, Entraînement ou Défi.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Une carte saisie plus de fois que les paquets n’en contiennent, une carte chiffre à la place
de la figure, une figure parmi les chiffres ou un mauvais nombre de chiffres&#xa0;: tout cela est
refusé avec un message, et rien n’est compté. C’est pareil pour une figure que la règle des
figures choisie par ton professeur exclut.&lt;/p&gt;
&lt;p&gt;Tu as touché la mauvaise carte&#xa0;? &lt;b&gt;Annuler le dernier tour&lt;/b&gt; reprend le dernier tour (il
demande d’abord, et dit de quel tour il s’agit), et tu saisis à nouveau les cartes. Seule une
partie avec de vraies cartes le permet&#xa0;: les cartes sont sur la table, et une erreur de clic
n’est la faute de personne.&lt;/p&gt;
&lt;p&gt;La partie se termine quand toutes les figures des paquets ont été saisies, quand les tours
égaux le demandent, ou quand tu appuies sur &lt;b&gt;On n’a plus de cartes&lt;/b&gt;. Les cartes saisies,
dans l’ordre, forment la donne de la partie&#xa0;: on peut l’enregistrer comme fichier de donne et
la rejouer.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) does not fit the game: %3</source>
        <translation>le coup %1 (%2) ne correspond pas à la partie&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>Savefile</name>
    <message>
        <source>submit %1</source>
        <translation>réponse %1</translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation>cartes %1</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: the game is too big for a save file</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: la partie est trop grande pour un fichier de sauvegarde</translation>
    </message>
    <message>
        <source> The file saved before is unchanged.</source>
        <translation> Le fichier enregistré avant n’est pas modifié.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2%3</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: %2%3</translation>
    </message>
    <message>
        <source>%1 is damaged: it is nested far too deeply</source>
        <translation>%1 est abîmé&#xa0;: son contenu est imbriqué beaucoup trop profondément</translation>
    </message>
    <message>
        <source>%1 could not be opened (unexpected problem: %2)</source>
        <translation>%1 n’a pas pu être ouvert (problème inattendu&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1 is a folder, not a saved game</source>
        <translation>%1 est un dossier, pas une partie enregistrée</translation>
    </message>
    <message>
        <source>%1 is not a file (a pipe or a device)</source>
        <translation>%1 n’est pas un fichier (c’est un tube ou un périphérique)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: the file does not exist</source>
        <translation>%1 ne peut pas être ouvert&#xa0;: le fichier n’existe pas</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a Wild West game (over %2 MB)</source>
        <translation>%1 est trop gros pour être une partie de Wild West (plus de %2 Mo)</translation>
    </message>
    <message>
        <source>%1 is empty: the game in it was never saved</source>
        <translation>%1 est vide&#xa0;: la partie n’y a jamais été enregistrée</translation>
    </message>
    <message>
        <source>%1 is damaged: it holds only zero bytes (the computer may have stopped while saving)</source>
        <translation>%1 est abîmé&#xa0;: il ne contient que des octets nuls (l’ordinateur s’est peut-être arrêté pendant l’enregistrement)</translation>
    </message>
    <message>
        <source>%1 is not a Wild West game</source>
        <translation>%1 n’est pas une partie de Wild West</translation>
    </message>
    <message>
        <source>NUL byte</source>
        <translation>octet nul</translation>
    </message>
    <message>
        <source>%1: it is not a text file</source>
        <translation>%1&#xa0;: ce n’est pas un fichier texte</translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends too early (it may not have finished saving)</source>
        <translation>%1 est incomplet&#xa0;: le fichier s’arrête trop tôt (l’enregistrement n’a peut-être pas été terminé)</translation>
    </message>
    <message>
        <source>%1: it is not JSON (%2 at line %3, column %4)</source>
        <translation>%1&#xa0;: ce n’est pas du JSON (%2 à la ligne %3, colonne %4)</translation>
    </message>
    <message>
        <source>%1: it holds a number far too long</source>
        <translation>%1&#xa0;: il contient un nombre beaucoup trop long</translation>
    </message>
    <message>
        <source>%1 is a deal file, not a saved game</source>
        <translation>%1 est un fichier de donne, pas une partie enregistrée</translation>
    </message>
    <message>
        <source>%1: its format is %2, not &quot;%3&quot;</source>
        <translation>%1&#xa0;: son format est %2, pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 est abîmé&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be a whole number, not %1</source>
        <translation>«&#xa0;schema_version&#xa0;» doit être un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>la version %1</translation>
    </message>
    <message>
        <source>save format %1</source>
        <translation>le format de sauvegarde %1</translation>
    </message>
    <message>
        <source>%1 was made by a newer Wild West (%2); this is version %3: update Wild West to open it</source>
        <translation>%1 a été créé par un Wild West plus récent (%2)&#xa0;; celui-ci est la version %3&#xa0;: mets Wild West à jour pour l’ouvrir</translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation>il n’a pas de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;deal_code&quot;: %1</source>
        <translation>«&#xa0;deal_code&#xa0;»&#xa0;: %1</translation>
    </message>
    <message>
        <source>its deal is not valid: %1</source>
        <translation>sa donne n’est pas valable&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;mode&quot; must be one of %1, not %2</source>
        <translation>«&#xa0;mode&#xa0;» doit être l’un de %1, pas %2</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list</source>
        <translation>«&#xa0;actions&#xa0;» doit être une liste</translation>
    </message>
    <message>
        <source>it has %1 moves, more than any game can have</source>
        <translation>il contient %1 coups, plus qu’aucune partie ne peut en avoir</translation>
    </message>
    <message>
        <source>&quot;real_cards&quot; must be true or false, not %1</source>
        <translation>«&#xa0;real_cards&#xa0;» doit être true ou false, pas %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>le coup %1</translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;type&quot;: &quot;draw&quot;}</source>
        <translation>%1 doit être un objet comme {&quot;type&quot;: &quot;draw&quot;}</translation>
    </message>
    <message>
        <source>%1 has an unknown type %2</source>
        <translation>%1 a un type inconnu, %2</translation>
    </message>
    <message>
        <source>%1 (%2) has the wrong keys: %3</source>
        <translation>%1 (%2) n’a pas les bonnes clés&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 (submit) must have a text, not %2</source>
        <translation>%1 (submit) doit avoir un texte, pas %2</translation>
    </message>
    <message>
        <source>%1 (play_cards) must list at most %2 digits, not %3</source>
        <translation>%1 (play_cards) doit lister au plus %2 chiffres, pas %3</translation>
    </message>
    <message>
        <source>%1 (play_cards): %2</source>
        <translation>%1 (play_cards)&#xa0;: %2</translation>
    </message>
    <message>
        <source>move %1 must be a string like &quot;draw&quot;, not %2</source>
        <translation>le coup %1 doit être une chaîne comme &quot;draw&quot;, pas %2</translation>
    </message>
    <message>
        <source>move %1 is not a move: %2</source>
        <translation>le coup %1 n’est pas un coup&#xa0;: %2</translation>
    </message>
    <message>
        <source>its deal is not valid: player %1&apos;s name must be text, not %2</source>
        <translation>sa donne n’est pas valable&#xa0;: le nom du joueur %1 doit être du texte, pas %2</translation>
    </message>
    <message>
        <source>a version-3 file has no &quot;real_cards&quot; (games with real cards came later)</source>
        <translation>un fichier de version 3 n’a pas de «&#xa0;real_cards&#xa0;» (les parties avec de vraies cartes sont venues plus tard)</translation>
    </message>
    <message>
        <source>move %1 has an unknown type %2</source>
        <translation>le coup %1 a un type inconnu, %2</translation>
    </message>
    <message>
        <source>its &quot;journal&quot; is not one Wild West writes</source>
        <translation>son «&#xa0;journal&#xa0;» n’est pas de ceux qu’écrit Wild West</translation>
    </message>
    <message>
        <source>it has more than %1 parts</source>
        <translation>il a plus de %1 parties</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 ne peut pas être lu</translation>
    </message>
    <message>
        <source>%1 is not one of its parts</source>
        <translation>%1 n’est pas une de ses parties</translation>
    </message>
</context>
<context>
    <name>ScoreRow</name>
    <message>
        <source>no primes yet</source>
        <translation>aucun pour l’instant</translation>
    </message>
    <message>
        <source> (their turn)</source>
        <translation> (c’est son tour)</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (gagnant)</translation>
    </message>
    <message numerus="yes">
        <source>%1%2: %n point(s), holds %3</source>
        <translation>
            <numerusform>%1%2&#xa0;: %n point, nombres premiers&#xa0;: %3</numerusform>
            <numerusform>%1%2&#xa0;: %n points, nombres premiers&#xa0;: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l’instant</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Premiers</translation>
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
        <translation>Une autre copie de Wild West utilise ce dossier de données&#xa0;: cette copie-ci ne tient pas de carnet de progrès et ne crée pas de fichier de récupération</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>aujourd’hui à %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>hier à %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 at %5</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the year, %5 the time (&quot;Monday 3 March 2025 at 09:15&quot;)</extracomment>
        <translation>%1 %2 %3 %4 à %5</translation>
    </message>
    <message>
        <source>%1 %2 %3 at %4</source>
        <extracomment>when a game was saved: %1 the day of the week, %2 the day of the month, %3 the month, %4 the time (&quot;Monday 3 March at 09:15&quot;)</extracomment>
        <translation>%1 %2 %3 à %4</translation>
    </message>
    <message>
        <source>%1, in the first turn</source>
        <translation>%1, au premier tour</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n turn(s)</source>
        <extracomment>%1 the scores (&quot;Ann 12, Ben 9&quot;)</extracomment>
        <translation>
            <numerusform>%1 après %n tour</numerusform>
            <numerusform>%1 après %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source> (real cards)</source>
        <translation> (vraies cartes)</translation>
    </message>
    <message>
        <source> (deal %1)</source>
        <translation> (donne %1)</translation>
    </message>
    <message>
        <source>Wild West game</source>
        <extracomment>the name Save As offers for a game file (before &quot;.wwgame&quot;)</extracomment>
        <translation>Partie Wild West</translation>
    </message>
    <message>
        <source> - real cards %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the day (2026-03-14)</extracomment>
        <translation> - vraies cartes %1</translation>
    </message>
    <message>
        <source> - deal %1</source>
        <extracomment>the end of a saved game&apos;s file name: %1 the deal code</extracomment>
        <translation> - donne %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: records are not kept here.</source>
        <translation>La partie en cours n’a pas pu être gardée&#xa0;: le carnet de progrès n’est pas tenu ici.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <translation>La partie en cours n’a pas pu être gardée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The unfinished game was kept: File → Open Recent → %1</source>
        <translation>La partie en cours a été gardée&#xa0;: Fichier → Ouvrir un fichier récent → %1</translation>
    </message>
    <message>
        <source>The learning records are kept again.</source>
        <translation>Le carnet de progrès est de nouveau tenu.</translation>
    </message>
    <message>
        <source>Records held back: file in use</source>
        <translation>Carnet en attente&#xa0;: fichier occupé</translation>
    </message>
    <message>
        <source>Records held back: disk full</source>
        <translation>Carnet en attente&#xa0;: disque plein</translation>
    </message>
    <message>
        <source>Records held back: disk full?</source>
        <translation>Carnet en attente&#xa0;: disque plein&#xa0;?</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Il n’y a pas encore de partie à enregistrer.</translation>
    </message>
    <message>
        <source>Leave Learn to play first: its game is not saved.</source>
        <translation>Quitte d’abord «&#xa0;Apprendre à jouer&#xa0;»&#xa0;: sa partie n’est pas enregistrée.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 n’a pas pu être ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Only a game played with real cards has cards to save as a deal file.</source>
        <translation>Seule une partie jouée avec de vraies cartes a des cartes à enregistrer comme fichier de donne.</translation>
    </message>
    <message>
        <source>There are no cards to save yet: nobody has had a turn.</source>
        <translation>Il n’y a pas encore de cartes à enregistrer&#xa0;: personne n’a encore joué.</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file: %1</source>
        <translation>Les cartes ont été enregistrées comme fichier de donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 - cards.json</source>
        <extracomment>the name offered for a deal file: %1 the game&apos;s file name (without &quot;.wwgame&quot;)</extracomment>
        <translation>%1 - cartes.json</translation>
    </message>
    <message>
        <source>The cards could not be kept here: save them with File → Save the cards as a deal file.</source>
        <translation>Les cartes n’ont pas pu être gardées ici&#xa0;: enregistre-les avec Fichier → Enregistrer les cartes comme fichier de donne.</translation>
    </message>
    <message>
        <source>The cards could not be kept as a deal file: %1</source>
        <translation>Les cartes n’ont pas pu être gardées comme fichier de donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>The cards were saved as a deal file in the %1 folder: %2</source>
        <translation>Les cartes ont été enregistrées comme fichier de donne dans le dossier %1&#xa0;: %2</translation>
    </message>
    <message>
        <source> (it was kept as %1)</source>
        <translation> (elle a été gardée sous le nom %1)</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1%2</source>
        <translation>La partie restée ouverte la dernière fois n’a pas pu être récupérée&#xa0;: %1%2</translation>
    </message>
    <message>
        <source>Resume the game from %1? %2.</source>
        <translation>Reprendre la partie laissée %1&#xa0;? %2.</translation>
    </message>
    <message>
        <source>The game left open last time could not be brought back: %1</source>
        <translation>La partie restée ouverte la dernière fois n’a pas pu être récupérée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left. %1 does not hold this game, so Save asks where to keep it.</source>
        <extracomment>%1 the file the game was saved in before the crash</extracomment>
        <translation>Bon retour&#xa0;: la partie est là où tu l’avais laissée. %1 ne contient pas cette partie, alors Enregistrer demande où la garder.</translation>
    </message>
    <message>
        <source>Welcome back: the game is where it was left.</source>
        <translation>Bon retour&#xa0;: la partie est là où tu l’avais laissée.</translation>
    </message>
    <message>
        <source>Learning records are kept for this session only</source>
        <translation>Le carnet de progrès n’est gardé que pour cette session</translation>
    </message>
    <message>
        <source>Learning records are kept in %1</source>
        <translation>Le carnet de progrès est gardé dans %1</translation>
    </message>
    <message>
        <source>Records exported to %1</source>
        <translation>Carnet de progrès exporté vers %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1: has bytes that are not UTF-8 text; ignored</source>
        <translation>ligne %1 : contient des octets qui ne sont pas du texte UTF-8 ; ignorée</translation>
    </message>
    <message>
        <source>line %1: has a zero byte; ignored</source>
        <translation>ligne %1 : contient un octet nul ; ignorée</translation>
    </message>
    <message>
        <source>line %1: has bytes that are not %2 text; ignored</source>
        <translation>ligne %1 : contient des octets qui ne sont pas du texte %2 ; ignorée</translation>
    </message>
    <message>
        <source>line %1: is not a [section] line; ignored</source>
        <translation>ligne %1 : n’est pas une ligne [section] ; ignorée</translation>
    </message>
    <message>
        <source>line %1: is not key=value; ignored</source>
        <translation>ligne %1 : n’est pas de la forme clé=valeur ; ignorée</translation>
    </message>
    <message>
        <source>line %1: has no key before &apos;=&apos;; ignored</source>
        <translation>ligne %1 : n’a pas de clé avant &apos;=&apos; ; ignorée</translation>
    </message>
    <message>
        <source>holds a %1(…) value, which is never read</source>
        <extracomment>a settings file&apos;s value written by Qt: %1 its kind (@Variant, @ByteArray…)</extracomment>
        <translation>contient une valeur %1(…), qui n’est jamais lue</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the values a setting allows, as the file writes them: &quot;auto, practice or challenge&quot;</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>base64 text</source>
        <translation>du texte base64</translation>
    </message>
    <message>
        <source>up to %1 names, each up to %2 characters</source>
        <translation>jusqu’à %1 noms, chacun de %2 caractères au plus</translation>
    </message>
    <message>
        <source>up to %1 entries, each empty (a person), greenhorn, deputy or sheriff</source>
        <translation>jusqu’à %1 entrées, chacune vide (une personne), greenhorn, deputy ou sheriff</translation>
    </message>
    <message>
        <source>a whole number from 2 to %1</source>
        <translation>un nombre entier de 2 à %1</translation>
    </message>
    <message>
        <source>a folder&apos;s full path as typed, or nothing for none</source>
        <translation>le chemin complet d’un dossier, tel que tapé, ou rien pour aucun</translation>
    </message>
    <message>
        <source>file paths</source>
        <translation>des chemins de fichiers</translation>
    </message>
    <message>
        <source>a folder path of up to %1 characters</source>
        <translation>un chemin de dossier d’au plus %1 caractères</translation>
    </message>
    <message>
        <source>is a list, not one value</source>
        <translation>est une liste, pas une seule valeur</translation>
    </message>
    <message>
        <source>is not allowed</source>
        <translation>n’est pas permis</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>n’est pas true ou false</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>n’est pas un nombre</translation>
    </message>
    <message>
        <source>is not base64 text</source>
        <translation>n’est pas du texte base64</translation>
    </message>
    <message>
        <source>%1 is a folder, not a settings file; ignored</source>
        <translation>%1 est un dossier, pas un fichier de réglages ; ignoré</translation>
    </message>
    <message>
        <source>%1 is not a regular file; ignored</source>
        <translation>%1 n’est pas un fichier ordinaire ; ignoré</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); its settings were ignored</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1 n’a pas pu être lu (%2) ; ses réglages ont été ignorés</translation>
    </message>
    <message>
        <source>%1 is too big for a settings file (over %2 bytes); its settings were ignored</source>
        <translation>%1 est trop gros pour un fichier de réglages (plus de %2 octets) ; ses réglages ont été ignorés</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8 or UTF-16 (with a BOM); its settings were ignored</source>
        <translation>%1 n’est pas du texte en UTF-8 ou UTF-16 (avec BOM) ; ses réglages ont été ignorés</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>where in a settings file: %1 the file, %2 what is wrong on which line</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, line %2: [%3] is not a section Wild West knows (use [defaults], [locked] or [class]); its settings are ignored</source>
        <translation>%1, ligne %2&#xa0;: [%3] n’est pas une section que Wild West connaît (utilise [defaults], [locked] ou [class])&#xa0;; ses réglages sont ignorés</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <extracomment>%1 the file, %2 the line, %3 what is wrong with it</extracomment>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1: %2 more lines could not be used (listed in the log)</source>
        <translation>%1 : %2 autres lignes n’ont pas pu être utilisées (listées dans le journal)</translation>
    </message>
    <message>
        <source>%1 is outside [defaults] and [locked]; ignored</source>
        <translation>%1 est en dehors de [defaults] et [locked] ; ignoré</translation>
    </message>
    <message>
        <source>unknown setting %1 in [%2]; ignored</source>
        <translation>réglage inconnu %1 dans [%2] ; ignoré</translation>
    </message>
    <message>
        <source>%1=%2 %3 (allowed: %4); ignored</source>
        <extracomment>a bad line of a settings file: %1 the setting, %2 its value, %3 what is wrong (&quot;is not allowed&quot;), %4 the values allowed</extracomment>
        <translation>%1=%2 %3 (permis : %4) ; ignoré</translation>
    </message>
    <message>
        <source>%1=%2 %3; ignored</source>
        <translation>%1=%2 %3 ; ignoré</translation>
    </message>
    <message>
        <source>%1 %2 is not used: the school has locked %3 to %4 on this computer</source>
        <extracomment>the command line asked for a setting the school locked: %1 the option (--language), %2 its value, %3 the setting, %4 the school&apos;s value</extracomment>
        <translation>%1 %2 n’est pas utilisé&#xa0;: l’école a fixé %3 à %4 sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Players %1 and %2 are both called %3: give each a different name.</source>
        <translation>Les joueurs %1 et %2 s’appellent tous les deux %3&#xa0;: donne à chacun un nom différent.</translation>
    </message>
    <message>
        <source>Players %1 and %2 have names that look the same (%3 and %4): give each a different name.</source>
        <extracomment>two names that differ only in spaces or invisible characters: %1 and %2 the players&apos; places, %3 and %4 their names in quotes, the invisible ones spelt out</extracomment>
        <translation>Les noms des joueurs %1 et %2 ont l’air identiques (%3 et %4)&#xa0;: donne à chacun un nom différent.</translation>
    </message>
    <message>
        <source>Choose a deal file first.</source>
        <translation>Choisis d’abord un fichier de donne.</translation>
    </message>
    <message>
        <source>The deal file decides the cards.</source>
        <translation>Le fichier de donne décide des cartes.</translation>
    </message>
    <message>
        <source>Type the deal code your teacher gave you, or choose a new deal.</source>
        <translation>Tape le code de donne que ton professeur t’a donné, ou choisis une nouvelle donne.</translation>
    </message>
    <message>
        <source> Turn over real cards; the app keeps score.</source>
        <translation> Retourne de vraies cartes&#xa0;; l’appli compte les points.</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>%1: no prime factors</source>
        <translation>%1&#xa0;: pas de facteurs premiers</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 est premier</translation>
    </message>
    <message>
        <source>equal turns (stop when a round can&apos;t go all the way round)</source>
        <translation>tours égaux (on s’arrête quand un tour de table ne peut plus être complet)</translation>
    </message>
    <message>
        <source>play until the face pile is empty</source>
        <translation>on joue jusqu’à ce que la pioche des figures soit vide</translation>
    </message>
    <message>
        <source>steals cost points (lose 1 point for each prime stolen)</source>
        <translation>les vols coûtent des points (1 point perdu par nombre premier volé)</translation>
    </message>
    <message>
        <source>steals cost no points</source>
        <translation>les vols ne coûtent pas de points</translation>
    </message>
    <message>
        <source>every face card</source>
        <translation>toutes les figures</translation>
    </message>
    <message>
        <source>face cards: %1 only</source>
        <translation>figures&#xa0;: %1 seulement</translation>
    </message>
    <message>
        <source>House rules: %1; %2; %3</source>
        <translation>Règles maison&#xa0;: %1&#xa0;; %2&#xa0;; %3</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation>
            <numerusform>%n paquet</numerusform>
            <numerusform>%n paquets</numerusform>
        </translation>
    </message>
    <message>
        <source>Played with real cards, %1</source>
        <translation>Partie jouée avec de vraies cartes, %1</translation>
    </message>
    <message>
        <source>A hand-made deal, %1</source>
        <translation>Une donne faite à la main, %1</translation>
    </message>
    <message>
        <source>Deal code %1, %2</source>
        <translation>Code de donne %1, %2</translation>
    </message>
    <message>
        <source>a game with real cards</source>
        <translation>une partie avec de vraies cartes</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · %2 mode</source>
        <translation>%1 · mode %2</translation>
    </message>
    <message>
        <source>Printed %1 %2 %3 at %4</source>
        <extracomment>%1 the day, %2 the month&apos;s name, %3 the year, %4 the time (&quot;14:05&quot;)</extracomment>
        <translation>Imprimé le %1 %2 %3 à %4</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s). %1</source>
        <translation>
            <numerusform>Partie terminée après %n tour. %1</numerusform>
            <numerusform>Partie terminée après %n tours. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game in progress: %n turn(s) played.</source>
        <translation>
            <numerusform>Partie en cours&#xa0;: %n tour joué.</numerusform>
            <numerusform>Partie en cours&#xa0;: %n tours joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wild West score sheet</source>
        <translation>Feuille de score Wild West</translation>
    </message>
    <message>
        <source>the cards of a game with real cards</source>
        <translation>les cartes d’une partie avec de vraies cartes</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>a hand-made deal</source>
        <translation>une donne faite à la main</translation>
    </message>
    <message>
        <source>Players, in turn order: %1</source>
        <translation>Joueurs, dans l’ordre du jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wild West: %1</source>
        <translation>Wild West&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Sieve</name>
    <message>
        <source>1 is not a prime: it has only one factor, itself.</source>
        <translation>1 n’est pas premier&#xa0;: il n’a qu’un seul diviseur, lui-même.</translation>
    </message>
    <message>
        <source>%1 is prime, held by %2</source>
        <translation>%1 est premier, pris par %2</translation>
    </message>
    <message>
        <source>%1 is prime, free to claim</source>
        <translation>%1 est premier, encore libre</translation>
    </message>
    <message>
        <source>%1 is not a prime</source>
        <translation>%1 n’est pas premier</translation>
    </message>
    <message>
        <source>%1 is not a prime: %2</source>
        <translation>%1 n’est pas premier&#xa0;: %2</translation>
    </message>
    <message>
        <source>1 is not a prime, so it starts crossed out. The first number left, 2, is prime: press Next step (or click 2) to circle it and cross out its multiples.</source>
        <translation>1 n’est pas premier, donc il est barré dès le départ. Le premier nombre qui reste, 2, est premier&#xa0;: appuie sur Suivant (ou clique sur 2) pour l’entourer et barrer ses multiples.</translation>
    </message>
    <message numerus="yes">
        <source>%n new one(s)</source>
        <translation>
            <numerusform>%n nouveau</numerusform>
            <numerusform>%n nouveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: the smallest number left, %1, is prime.</source>
        <translation>Ensuite&#xa0;: le plus petit nombre qui reste, %1, est premier.</translation>
    </message>
    <message>
        <source>Next: the smallest number left is %1.</source>
        <translation>Ensuite&#xa0;: le plus petit nombre qui reste est %1.</translation>
    </message>
    <message>
        <source>Circled %1 and crossed out its multiples: %2 … (%3). %4</source>
        <translation>%1 entouré, et ses multiples barrés&#xa0;: %2 … (%3). %4</translation>
    </message>
    <message>
        <source>The next number left is %1, and %1 × %1 = %2 is more than %3, so no more crossing out is needed: every number left is prime. There are %4 primes up to %3.</source>
        <translation>Le nombre suivant qui reste est %1, et %1 × %1 = %2, c’est plus que %3&#xa0;: plus besoin de barrer, tous les nombres qui restent sont premiers. Il y a %4 nombres premiers jusqu’à %3.</translation>
    </message>
    <message>
        <source>1 is not a prime: it has only one factor.</source>
        <translation>1 n’est pas premier&#xa0;: il n’a qu’un seul diviseur.</translation>
    </message>
    <message>
        <source>%1 is crossed out: it is a multiple of %2.</source>
        <translation>%1 est barré&#xa0;: c’est un multiple de %2.</translation>
    </message>
    <message>
        <source>%1 is circled: it is prime.</source>
        <translation>%1 est entouré&#xa0;: il est premier.</translation>
    </message>
    <message>
        <source>%1 is not crossed out yet. The next number to circle is %2: click it or press Next step.</source>
        <translation>%1 n’est pas encore barré. Le prochain nombre à entourer est %2&#xa0;: clique dessus ou appuie sur Suivant.</translation>
    </message>
    <message>
        <source>%1 is still in the square.</source>
        <translation>%1 est encore dans le tableau.</translation>
    </message>
</context>
<context>
    <name>SievePage</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Reto&amp;ur</translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation>Reculer d’une étape</translation>
    </message>
    <message>
        <source>Ne&amp;xt step ▶</source>
        <translation>Suiv&amp;ant ▶</translation>
    </message>
    <message>
        <source>Next step of the sieve</source>
        <translation>Étape suivante du crible</translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Start the sieve again</source>
        <translation>Recommencer le crible</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Wild West cannot make its lock file in %1 (%2), so a second copy of the app would not be noticed</source>
        <translation>Wild West ne peut pas créer son fichier de verrou dans %1 (%2)&#xa0;: une deuxième copie de l’appli ne serait donc pas remarquée</translation>
    </message>
    <message>
        <source>another copy of Wild West</source>
        <translation>une autre copie de Wild West</translation>
    </message>
    <message>
        <source>process %1 on this computer</source>
        <translation>le processus %1 sur cet ordinateur</translation>
    </message>
    <message>
        <source>process %1 on computer %2</source>
        <translation>le processus %1 sur l’ordinateur %2</translation>
    </message>
    <message>
        <source>Wild West is already open with this data folder (%1). Switch to that window, or close it first.</source>
        <translation>Wild West est déjà ouvert avec ce dossier de données (%1). Va dans cette fenêtre, ou ferme-la d’abord.</translation>
    </message>
</context>
<context>
    <name>StandingRow</name>
    <message>
        <source> (winner)</source>
        <translation> (gagnant)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2%3: %n point(s), primes %4</source>
        <translation>
            <numerusform>%1. %2%3&#xa0;: %n point, nombres premiers %4</numerusform>
            <numerusform>%1. %2%3&#xa0;: %n points, nombres premiers %4</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>Premiers</translation>
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
        <translation>VOL&#xa0;!</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1, c’est %2</translation>
    </message>
    <message>
        <source>a star marks the primes of %1</source>
        <translation>une étoile marque les nombres premiers de %1</translation>
    </message>
    <message>
        <source>Key: %1.</source>
        <extracomment>%1 the marks, &quot;A is Ann; B is Ben; a star marks the primes of 360&quot;</extracomment>
        <translation>Légende&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Factors: %1</source>
        <translation>Facteurs&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Factor tree</source>
        <translation>Arbre des facteurs</translation>
    </message>
    <message>
        <source>%1 is a prime: the tree is just %1</source>
        <translation>%1 est premier&#xa0;: l’arbre, c’est juste %1</translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>I&amp;ndice</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Retourner la figure suivante et piocher les chiffres (Ctrl+D)</translation>
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
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw its digit cards for the current player</source>
        <translation>Retourner la figure suivante et piocher ses cartes chiffres pour le joueur en cours</translation>
    </message>
    <message>
        <source>Turn over the next face card and draw the digits (Ctrl+D)</source>
        <translation>Retourner la figure suivante et piocher les chiffres (Ctrl+D)</translation>
    </message>
    <message>
        <source>See the &amp;results</source>
        <translation>V&amp;oir les résultats</translation>
    </message>
    <message>
        <source>Back to the final standings</source>
        <translation>Retour au classement final</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>Your factorisation</source>
        <translation>Ta décomposition</translation>
    </message>
    <message>
        <source>First a divisibility rule, then a prime to try, then one division; never the last step</source>
        <translation>D’abord une règle de divisibilité, puis un nombre premier à essayer, puis une division&#xa0;; jamais la dernière étape</translation>
    </message>
    <message>
        <source>Asks first, then shows the answer; this turn claims no primes</source>
        <translation>Demande d’abord, puis montre la réponse&#xa0;; ce tour ne prend aucun nombre premier</translation>
    </message>
    <message>
        <source>&amp;Show the answer</source>
        <translation>&amp;Voir la réponse</translation>
    </message>
    <message>
        <source>&amp;Keep trying</source>
        <translation>&amp;Continuer à chercher</translation>
    </message>
    <message>
        <source>e.g. 2^2 × 3 × 5   or   %1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>ex. 2^2 × 3 × 5   ou   %1</translation>
    </message>
    <message>
        <source>Type the prime factors, for example 2^2 × 3 × 5, or 2 x 2 x 3 x 5, or %1 for 0 and 1</source>
        <extracomment>%1 is the word for &quot;none&quot; that pupils type for 0 and 1</extracomment>
        <translation>Tape les facteurs premiers, par exemple 2^2 × 3 × 5, ou 2 x 2 x 3 x 5, ou %1 pour 0 et 1</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation>Vérifier ma réponse</translation>
    </message>
    <message>
        <source>Submit the factorisation you typed</source>
        <translation>Envoyer la décomposition que tu as tapée</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>Indi&amp;ce</translation>
    </message>
    <message>
        <source>Give &amp;up</source>
        <translation>Aband&amp;on</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Answer by &amp;ladder</source>
        <translation>Répondre avec l’éc&amp;helle</translation>
    </message>
    <message>
        <source>Climb a division ladder step by step instead of typing the factorisation</source>
        <translation>Monter une échelle de divisions marche par marche au lieu de taper la décomposition</translation>
    </message>
    <message>
        <source>The computer player&apos;s answer</source>
        <translation>La réponse du joueur ordinateur</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Toi</translation>
    </message>
    <message>
        <source>the Draw button</source>
        <translation>le bouton Piocher</translation>
    </message>
    <message>
        <source>the answer box</source>
        <translation>la zone de réponse</translation>
    </message>
    <message>
        <source>the Check button</source>
        <translation>le bouton Vérifier</translation>
    </message>
    <message>
        <source>the scoreboard: each player&apos;s points and primes</source>
        <translation>le tableau des scores&#xa0;: les points et les nombres premiers de chaque joueur</translation>
    </message>
    <message>
        <source>the turn log</source>
        <translation>l’historique des tours</translation>
    </message>
    <message>
        <source>the game-over page</source>
        <translation>la page de fin de partie</translation>
    </message>
    <message>
        <source>the face card on the card table</source>
        <translation>la figure sur la table de jeu</translation>
    </message>
    <message>
        <source>the digit cards on the card table</source>
        <translation>les cartes chiffres sur la table de jeu</translation>
    </message>
    <message>
        <source>the number the digits make, on the card table</source>
        <translation>le nombre formé par les chiffres, sur la table de jeu</translation>
    </message>
    <message>
        <source>the multiplier star on the card table</source>
        <translation>l’étoile du multiplicateur sur la table de jeu</translation>
    </message>
    <message>
        <source>the STEAL! banner on the card table</source>
        <translation>la bannière VOL&#xa0;! sur la table de jeu</translation>
    </message>
    <message>
        <source>Howdy! You and Sheriff Sam take turns: find the primes in each number to score points.</source>
        <translation>Bien le bonjour&#xa0;! Toi et Sheriff Sam, vous jouez chacun votre tour&#xa0;: trouve les nombres premiers de chaque nombre pour marquer des points.</translation>
    </message>
    <message>
        <source>Press Draw to turn over a face card and draw the digit cards.</source>
        <translation>Appuie sur Piocher pour retourner une figure et piocher les cartes chiffres.</translation>
    </message>
    <message>
        <source>The face card says how many digits to draw. A Jack or a joker means 2, a Queen 3, a King 4.</source>
        <translation>La figure dit combien de chiffres piocher. Un valet ou un joker, c’est 2&#xa0;; une dame, 3&#xa0;; un roi, 4.</translation>
    </message>
    <message>
        <source>Read the digits from left to right to make the number: 2♦ A♥ is 21. An Ace is 1.</source>
        <translation>Lis les chiffres de gauche à droite pour former le nombre&#xa0;: 2♦ A♥, c’est 21. Un as vaut 1.</translation>
    </message>
    <message>
        <source>Factor 21: type the primes that multiply to make it, with × or x between them. Then press Check.</source>
        <translation>Décompose 21&#xa0;: tape les nombres premiers qui, multipliés, donnent 21, avec × ou x entre eux. Puis appuie sur Vérifier.</translation>
    </message>
    <message>
        <source>Nobody held 3 or 7, so you claimed both: +1 point each. Your primes are listed here.</source>
        <translation>Personne n’avait 3 ni 7, donc tu as pris les deux&#xa0;: +1 point chacun. Tes nombres premiers sont listés ici.</translation>
    </message>
    <message>
        <source>Now it is Sheriff Sam&apos;s turn. Watch!</source>
        <translation>C’est maintenant au tour de Sheriff Sam. Regarde bien&#xa0;!</translation>
    </message>
    <message>
        <source>Sam drew 35 = 5 × 7. You hold 7, so it scores 0 for Sam; 5 was free: +1.</source>
        <translation>Sam a pioché 35 = 5 × 7. Tu as le 7, donc il rapporte 0 à Sam&#xa0;; le 5 était libre&#xa0;: +1.</translation>
    </message>
    <message>
        <source>Your turn again: press Draw.</source>
        <translation>À toi de nouveau&#xa0;: appuie sur Piocher.</translation>
    </message>
    <message>
        <source>A Ten is the digit 0. 10♠ 4♥ makes 04, which is just 4.</source>
        <translation>Un dix, c’est le chiffre 0. 10♠ 4♥ donne 04, c’est-à-dire 4.</translation>
    </message>
    <message>
        <source>Now factor 4 and press Check.</source>
        <translation>Maintenant, décompose 4 et appuie sur Vérifier.</translation>
    </message>
    <message>
        <source>4 = 2 × 2, and you claimed 2: each prime scores once, however often it divides.</source>
        <translation>4 = 2 × 2, et tu as pris le 2&#xa0;: chaque nombre premier ne compte qu’une fois, même s’il divise plusieurs fois.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the face card.</source>
        <translation>Au tour de Sam. Regarde la figure.</translation>
    </message>
    <message>
        <source>A joker asks for 2 digits, like a Jack, but it has no suit. Sam&apos;s 13 is free: +1.</source>
        <translation>Un joker demande 2 chiffres, comme un valet, mais il n’a pas de couleur. Le 13 de Sam est libre&#xa0;: +1.</translation>
    </message>
    <message>
        <source>Your turn: press Draw.</source>
        <translation>À toi&#xa0;: appuie sur Piocher.</translation>
    </message>
    <message>
        <source>9♦ and 10♦ match the Queen&apos;s suit. 1 suit match is ×2, 2 are ×3, and so on up to ×5.</source>
        <translation>9♦ et 10♦ ont la même couleur que la dame. 1 carte de la même couleur, c’est ×2&#xa0;; 2 cartes, ×3&#xa0;; et ainsi de suite jusqu’à ×5.</translation>
    </message>
    <message>
        <source>Factor 290 and press Check.</source>
        <translation>Décompose 290 et appuie sur Vérifier.</translation>
    </message>
    <message>
        <source>You hold 2 and Sam holds 5, so only 29 scores: 1 point × 3 = 3 points.</source>
        <translation>Tu as le 2 et Sam a le 5, donc seul 29 rapporte&#xa0;: 1 point × 3 = 3 points.</translation>
    </message>
    <message>
        <source>Sam&apos;s turn. Watch the multiplier.</source>
        <translation>Au tour de Sam. Regarde le multiplicateur.</translation>
    </message>
    <message>
        <source>187 = 11 × 17, both free, and 8♣ matches the Queen ♣: 2 points × 2 = 4.</source>
        <translation>187 = 11 × 17, tous les deux libres, et 8♣ a la même couleur que la dame ♣&#xa0;: 2 points × 2 = 4.</translation>
    </message>
    <message>
        <source>Every digit is a heart, like the Jack ♥: a full suit match! You steal its primes from whoever holds them.</source>
        <translation>Tous les chiffres sont des cœurs, comme le valet ♥&#xa0;: toutes les cartes sont de la même couleur&#xa0;! Tu voles ses nombres premiers à ceux qui les ont.</translation>
    </message>
    <message>
        <source>Factor 65 and press Check.</source>
        <translation>Décompose 65 et appuie sur Vérifier.</translation>
    </message>
    <message>
        <source>You stole 5 and 13 from Sam: +1 each. With 2 suit matches that is 2 points × 3 = 6!</source>
        <translation>Tu as volé 5 et 13 à Sam&#xa0;: +1 chacun. Avec 2 cartes de la même couleur, ça fait 2 points × 3 = 6&#xa0;!</translation>
    </message>
    <message>
        <source>Sam&apos;s last turn. Can Sam catch up?</source>
        <translation>Dernier tour de Sam. Va-t-il te rattraper&#xa0;?</translation>
    </message>
    <message>
        <source>Sam&apos;s 4370 = 2 × 5 × 19 × 23: 19 and 23 were free, 2 points × 3 = 6. It is 12 each!</source>
        <translation>Le 4370 de Sam = 2 × 5 × 19 × 23&#xa0;: 19 et 23 étaient libres, 2 points × 3 = 6. Vous êtes à 12 partout&#xa0;!</translation>
    </message>
    <message>
        <source>A tie goes to the player with the largest prime. Your 29 beats Sam&apos;s 23: you win!</source>
        <translation>En cas d’égalité, c’est le plus grand nombre premier qui l’emporte. Ton 29 bat le 23 de Sam&#xa0;: tu gagnes&#xa0;!</translation>
    </message>
    <message>
        <source>That&apos;s the game. Start a new game whenever you&apos;re ready, partner!</source>
        <translation>Cette partie est finie. Lance une nouvelle partie quand tu veux, partenaire&#xa0;!</translation>
    </message>
    <message>
        <source>Not quite: read what it says, then try again. Hint can help.</source>
        <translation>Pas tout à fait&#xa0;: lis ce qui est écrit, puis réessaie. Le bouton Indice peut t’aider.</translation>
    </message>
    <message>
        <source>New to Wild West? Learn to play in a short game with Sheriff Sam.</source>
        <translation>Tu découvres Wild West&#xa0;? Apprends à jouer dans une petite partie avec Sheriff Sam.</translation>
    </message>
    <message>
        <source>Sam shows you each rule as you play it, in 8 turns. You can leave at any time. Learn to play is always in the Help menu and on the New game screen.</source>
        <translation>Sam te montre chaque règle au moment où tu la joues, en 8 tours. Tu peux quitter à tout moment. «&#xa0;Apprendre à jouer&#xa0;» est toujours dans le menu Aide et sur l’écran Nouvelle partie.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>This game has gone its own way: play on as you like, or press Leave.</source>
        <translation>Cette partie a pris son propre chemin&#xa0;: continue à jouer comme tu veux, ou appuie sur Quitter.</translation>
    </message>
    <message>
        <source>Off the script</source>
        <translation>Hors du scénario</translation>
    </message>
    <message>
        <source>No giving up while you learn: press Hint for help.</source>
        <translation>On n’abandonne pas pendant qu’on apprend&#xa0;: appuie sur Indice pour avoir de l’aide.</translation>
    </message>
    <message>
        <source>Watch %1 play this turn.</source>
        <translation>Regarde %1 jouer ce tour.</translation>
    </message>
    <message>
        <source>First read what %1 says, then press Next.</source>
        <translation>Lis d’abord ce que dit %1, puis appuie sur Suivant.</translation>
    </message>
    <message>
        <source>F&amp;inish</source>
        <extracomment>Learn to play&apos;s last button: the &amp; marks its Alt key, which no other button, box or menu on the results page may have (a test checks)</extracomment>
        <translation>T&amp;erminer</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <extracomment>Learn to play&apos;s Next: the &amp; marks its Alt key, which no other button, box or menu on the table or the results page may have (a test checks)</extracomment>
        <translation>S&amp;uivant</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>unfinished games</source>
        <translation>parties en cours</translation>
    </message>
</context>
<context>
    <name>ViewState</name>
    <message>
        <source>%1 (computer)</source>
        <extracomment>a computer player&apos;s name in the scoreboard and the turn log: &quot;Dusty Dan (computer)&quot;</extracomment>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>%1, a computer player (%2)</source>
        <translation>%1, joueur ordinateur (%2)</translation>
    </message>
    <message>
        <source>Wild West</source>
        <translation>Wild West</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Commence une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>The game factors each number for you and explains it.</source>
        <translation>Le jeu décompose chaque nombre pour toi et explique.</translation>
    </message>
    <message>
        <source>You type the factors. Wrong answers are explained; try again, ask for hints, or give up.</source>
        <translation>Tu tapes les facteurs. Les mauvaises réponses sont expliquées&#xa0;: réessaie, demande des indices, ou abandonne.</translation>
    </message>
    <message>
        <source>You type the factors once. Every correct prime you name counts.</source>
        <translation>Tu tapes les facteurs une seule fois. Chaque nombre premier juste que tu donnes compte.</translation>
    </message>
    <message>
        <source>All: 2 to 4 digits</source>
        <translation>Toutes&#xa0;: 2 à 4 chiffres</translation>
    </message>
    <message>
        <source>No Kings: 2 or 3 digits</source>
        <translation>Sans les rois&#xa0;: 2 ou 3 chiffres</translation>
    </message>
    <message>
        <source>Jacks only: 2 digits</source>
        <translation>Valets seulement&#xa0;: 2 chiffres</translation>
    </message>
    <message>
        <source>Greenhorn</source>
        <extracomment>a computer player&apos;s level: a beginner (a &quot;tenderfoot&quot; in the Wild West)</extracomment>
        <translation>Pied-tendre</translation>
    </message>
    <message>
        <source>Deputy</source>
        <extracomment>a computer player&apos;s level: the sheriff&apos;s helper</extracomment>
        <translation>Adjoint</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <extracomment>a computer player&apos;s level: the best (never wrong)</extracomment>
        <translation>Shérif</translation>
    </message>
    <message>
        <source>New in town: makes the mistakes beginners make, and is sometimes right.</source>
        <translation>Nouveau en ville&#xa0;: fait les erreurs des débutants, et trouve parfois la bonne réponse.</translation>
    </message>
    <message>
        <source>Usually right, but slips now and then, mostly on 4-digit numbers.</source>
        <translation>Souvent juste, mais se trompe de temps en temps, surtout sur les nombres à 4 chiffres.</translation>
    </message>
    <message>
        <source>Never wrong: you have to be quick and lucky to beat the Sheriff.</source>
        <translation>Ne se trompe jamais&#xa0;: il faut être rapide et chanceux pour battre le shérif.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list: &quot;2, 3 or 5&quot;</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;Ann, Ben and Cy&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>what a pupil types as the answer for 0 and 1, which have no prime factors: one short word, lower case, the same word as in every message that says &quot;type none&quot;</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>deux fois</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a player gets when the name box is left blank: %1 the seat (1, 2, 3…)</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>lundi</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>mardi</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>mercredi</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>jeudi</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>vendredi</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>samedi</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>dimanche</translation>
    </message>
    <message>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>décembre</translation>
    </message>
</context>
</TS>
