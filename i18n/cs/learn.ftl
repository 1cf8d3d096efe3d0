### Lekce (`hive learn`): nabídka, rámeček lekce nad deskou, název, věty a úkoly každé
### lekce a proč povolený tah úkol nesplňuje.

learn-key-lessons = lekce: krátké pozice, které učí pravidla
learn-welcome = F3 otevře lekce.

## The keys of the lessons menu (help lists them).
learn-keys-section = Lekce
learn-key-above = lekce výš
learn-key-below = lekce níž
learn-key-first = první lekce
learn-key-last = poslední lekce
learn-key-start = začít vybranou lekci
learn-key-close = zavřít lekce (hive learn: skončit)

learn-begin = Splň úkol nahoře obvyklými klávesami hry. F3 tě vrátí k lekcím.
learn-not-in-lesson = V lekci to nejde: F3 tě vrátí k lekcím.
learn-not-shared = Lekce nejdou ve sdílené partii: otevři je příkazem hive learn.
learn-not-shared-guest = Lekce nejdou ve sdílené partii: členové klubu je otevírají v předsíni (L).
learn-already-done = Lekce je splněná. F3 otevře lekce, vyber si další.
learn-task-done = Výborně! Teď další úkol.
learn-lesson-done = Výborně: lekce „{ $title }“ je splněná! F3 otevře další.
learn-progress-not-kept = Splněné lekce se nepodařilo uložit: { $why }

learn-box-title = Lekce { $number }/{ $count }: { $title }
learn-box-task = Úkol { $number }/{ $count }: { $task }
learn-box-done = Lekce splněna! F3: další.
learn-box-keys = F3 lekce · ? nápověda
# The status line's hint in a lesson: $key opens the lessons.
learn-status-lessons = { $key } lekce

learn-menu-title = Lekce
learn-menu-keys = ↑↓ vybrat · Enter začít · Esc odejít
learn-list-done = { $number }. [x] { $title }
learn-list-not-done = { $number }. [ ] { $title }

learn-miss-other-piece = Tah je povolený, ale úkol chce jiný kámen.
learn-miss-other-cell = Tah je povolený, ale kámen neskončil tam, kam říká úkol.
learn-miss-not-climb = Tah je povolený, ale kámen zůstal dole; úkolem je skončit nahoře na úlu.
learn-miss-not-throw = Tah je povolený, ale není to hod jmenovaným kamenem: zvedni ho a polož na pole označené ^.
learn-miss-queen-stuck = { $count ->
    [one] Tah je povolený, ale tvoje { -queen } se pořád nemůže pohnout: drží ji { $count } soused.
    [few] Tah je povolený, ale tvoje { -queen } se pořád nemůže pohnout: drží ji { $count } sousedé.
   *[other] Tah je povolený, ale tvoje { -queen } se pořád nemůže pohnout: drží ji { $count } sousedů.
}
learn-miss-not-won = { $count ->
    [one] Tah je povolený, ale černá { -queen } má ještě { $count } volnou stranu.
    [few] Tah je povolený, ale černá { -queen } má ještě { $count } volné strany.
   *[other] Tah je povolený, ale černá { -queen } má ještě { $count } volných stran.
}
learn-miss-not-drawn = Tah je povolený, ale partie běží dál: hledáš tah, který ji ukončí remízou.

learn-placing-title = Pokládání kamenů
learn-placing-text = V každém tahu položíš nový kámen z ruky, nebo posuneš kámen na desce. Stiskni písmeno brouka, pak Enter na zvýrazněném poli (nebo jeho číslo). { -queen } nesmí přijít první.
    .plain = V každém tahu položíš nový kámen z ruky, nebo posuneš kámen na desce: napiš tah, třeba wS1. { -queen } nesmí přijít první.
learn-placing-task-1 = Polož { bug-spider.acc } (S).
learn-placing-task-2 = Polož { bug-grasshopper.acc } (G).

learn-touching-title = Jen u svých
learn-touching-text = Po prvních dvou kamenech se nový kámen musí dotýkat tvých kamenů a žádného kamene soupeře. Zvýrazněná pole ukazují, kam smí.
    .plain = Po prvních dvou kamenech se nový kámen musí dotýkat tvých kamenů a žádného kamene soupeře. Kam smí, řekne { $moves } s kamenem, třeba { $moves } wA1.
learn-touching-task-1 = Polož { bug-ant.acc } (A).
learn-touching-task-2 = Polož { bug-queen.acc } (Q).

learn-queen-fourth-title = Královna do čtvrtého tahu
learn-queen-fourth-text = Tvoje { -queen } musí být na desce nejpozději ve tvém čtvrtém tahu a do té doby se tvé kameny nehýbou. Teď je čtvrtý tah Bílého.
learn-queen-fourth-task-1 = Polož { bug-queen.acc }: nic jiného teď nejde.

learn-one-hive-title = Jeden úl
learn-one-hive-text = Kameny musí vždy tvořit jednu skupinu. Kámen, bez kterého by se úl byť na okamžik rozpadl, se pohnout nesmí.
learn-one-hive-task-1 = { -queen } a { -spider } drží úl pohromadě: táhni { bug-ant.ins }.

learn-gate-title = Volnost pohybu
learn-gate-text = Kámen klouže kolem úlu a neprotáhne se škvírou mezi dvěma kameny, které se dotýkají. Přesně tak je tu zavřená tvoje { -queen }.
learn-gate-task-1 = Táhni tak, aby tvoje { -queen } mohla vyklouznout.
learn-gate-task-2 = Teď táhni { bug-queen.ins }.

learn-queen-title = Královna
learn-queen-text = { -queen } se posouvá o jedno pole kolem úlu. Chraň ji: obklíčená { -queen } prohrává partii.
learn-queen-task-1 = Posuň { bug-queen.acc } o jedno pole.
learn-queen-task-2 = A ještě jednou o jedno pole.

learn-beetle-climb-title = Brouk šplhá
learn-beetle-climb-text = { -beetle } chodí o jedno pole, ale umí také vylézt na úl, chodit po něm a zase slézt.
learn-beetle-climb-task-1 = Vylez { bug-beetle.ins } na svou { bug-queen.acc }.
learn-beetle-climb-task-2 = Projdi po úlu, zůstaň nahoře.

learn-beetle-block-title = Brouk nahoře
learn-beetle-block-text = Kámen pod { bug-beetle.ins } se nehýbe a při pokládání má věž barvu { bug-beetle.gen }. { -beetle } na cizí { bug-queen.loc } ji drží na místě.
learn-beetle-block-task-1 = Dojdi { bug-beetle.ins } k černé { bug-queen.dat }.
learn-beetle-block-task-2 = Vylez na černou { bug-queen.acc }.

learn-grasshopper-title = Kobylka
learn-grasshopper-text = { -grasshopper } skáče po přímce přes alespoň jeden kámen na první volné pole. Škvíry ji nezastaví.
learn-grasshopper-task-1 = Přeskoč celou řadu.
learn-grasshopper-task-2 = Skoč zpátky na druhý konec.

learn-spider-title = Pavouk
learn-spider-text = { -spider } ujde kolem úlu přesně tři pole a nikdy se nevrací. Ne dvě, ne čtyři: tři.
learn-spider-task-1 = Táhni { bug-spider.ins }.
learn-spider-task-2 = Táhni jím ještě jednou.

learn-ant-title = Mravenec
learn-ant-text = { -ant } klouže kolem úlu, kam chce daleko, na každé pole, kam dojde bez protahování škvírou.
learn-ant-task-1 = Postav { bug-ant.acc } vedle černého { bug-ant.gen }.
learn-ant-task-2 = Teď ho postav vedle černého { bug-spider.gen }.

learn-mosquito-title = Komár
learn-mosquito-text = { -mosquito } táhne jako kterýkoli brouk, jehož se dotýká: u { bug-grasshopper.gen } skáče, u { bug-ant.gen } běhá kolem úlu.
learn-mosquito-task-1 = { -mosquito } se dotýká jen { bug-grasshopper.gen }: skoč.
learn-mosquito-task-2 = Teď se dotýká { bug-ant.gen }: postav ho vedle své { bug-grasshopper.gen }.

learn-mosquito-top-title = Komár nahoře
learn-mosquito-top-text = U { bug-beetle.gen } může { -mosquito } vylézt na úl a chodí tam jako { -beetle }, dokud nesleze. Když se dotýká jen jiného { bug-mosquito.gen }, nehne se.
learn-mosquito-top-task-1 = Vylez { bug-mosquito.ins } na svého { bug-beetle.acc }.
learn-mosquito-top-task-2 = Projdi jím po úlu.

learn-ladybug-title = Beruška
learn-ladybug-text = { -ladybug } ujde přesně tři pole: dvě po úlu a jedno dolů na volné pole.
learn-ladybug-task-1 = Postav { bug-ladybug.acc } vedle černého { bug-spider.gen }.

learn-pillbug-title = Hod Svinky
learn-pillbug-text = Místo tahu může { -pillbug } přenést sousední kámen libovolné barvy přes sebe na volné pole vedle sebe. Zvedni ten kámen: jeho pole jsou označena ^.
learn-pillbug-task-1 = Hoď svou { bug-pillbug.ins } černou { bug-queen.acc }.

learn-pillbug-limits-title = Co Svinka hodit nesmí
learn-pillbug-limits-text = { -pillbug } nehodí kámen, který táhl v minulém tahu, kámen ve věži, kámen, bez kterého by se úl rozpadl, ani přes příliš úzkou škvíru.
learn-pillbug-limits-task-1 = Černý { -beetle } právě táhl: hoď černého { bug-ant.acc }.

learn-stunned-title = Omráčený kámen
learn-stunned-text = Kámen, který { -pillbug } právě hodila, se v příštím tahu nesmí pohnout ani být hozen. Černá { -pillbug } právě hodila tvého { bug-ant.acc }.
learn-stunned-task-1 = Zkus táhnout { bug-ant.ins }, pak zahraj jakýkoli jiný tah.

learn-surround-title = Obklíčení Královny
learn-surround-text = { -queen } obklíčená ze všech šesti stran kameny libovolné barvy prohrává. Černé { bug-queen.dat } zbývá jedna volná strana.
learn-surround-task-1 = Najdi vítězný tah.

learn-both-queens-title = Obě Královny naráz
learn-both-queens-text = Když jeden tah obklíčí obě královny, partie končí remízou. Tady mají obě královny společné poslední volné pole.
learn-both-queens-task-1 = Obsaď pole, které obklíčí obě královny.

learn-passing-title = Vynechání tahu
learn-passing-text = Když nemáš žádný povolený tah, musíš tah vynechat, a jen tehdy. Černý tu nemůže nic položit ani posunout.
learn-passing-task-1 = Vynech tah za Černého: stiskni Enter.
    .plain = Vynech tah za Černého: napiš pass.

learn-repetition-title = Remízy
learn-repetition-text = Partie končí remízou, když se stejná pozice objeví potřetí. Hráči se mohou na remíze i dohodnout: v partii ji nabízí D.
    .plain = Partie končí remízou, když se stejná pozice objeví potřetí. Hráči se mohou na remíze i dohodnout: v partii ji nabízí { $draw }.
learn-repetition-task-1 = Vrať { bug-ant.acc } zpět, aby se pozice objevila potřetí.
    .plain = Vrať { bug-ant.acc } tam, kde stál před svým posledním tahem, k západní straně tvé { bug-queen.gen }, aby se pozice objevila potřetí.

## The lobby of a server (`hive serve`): its key, and the plain lobby's command.
learn-lobby-key = L lekce a úlohy
learn-plain-cmd = lekce
learn-plain-help = lekce a po nich úlohy (poslední řádek nabídky).
