### Procházení partie: kroky, automatické přehrávání, rozbor počítačem, varianty.
### Klávesy (← → Home End Enter a b v ^ r u U N + -) jsou ve všech jazycích stejné.

review-start = Procházení: ← → krok, Home End skok, číslo a Enter jde na půltah, a označí chyby, b ukončí procházení.
review-start-lines = Procházení: ← → krok, Home End skok, číslo a Enter jde na půltah, a označí chyby, b ukončí procházení, v jiné varianty (u +), ^ udělá variantu hlavní.
review-ply-of = Půltah { $ply } z { $total }.
review-go-to = Na půltah { $ply } (Enter).
review-past-end = Partie má { $total ->
    [one] { $total } půltah
    [few] { $total } půltahy
   *[other] { $total } půltahů
}: půltah { $ply } z { $total }, její konec.
review-shared-play-on = Společná partie pokračuje od posledního tahu: Esc se k ní vrátí.
review-shared-lines = Společná partie má jen jednu variantu: Esc se k ní vrátí.
review-no-analysis-shared = Počítač nerozebírá partii mezi lidmi, dokud se hraje.
review-autoplay-on = Přehrávání zapnuto ({ $ms } ms na půltah; + a - mění tempo).
review-autoplay-off = Přehrávání vypnuto ({ $ms } ms na půltah; + a - mění tempo).
review-speed = { $ms } ms na půltah.
review-analysis-running = Rozbor už běží: značky přibývají, jak se půltahy hodnotí.
review-nothing-to-analyse = Zatím není co rozebírat.
review-analysing = Rozebírám na pozadí { $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}: ? značí chybu, ?? hrubou chybu.
review-analysis-done = Rozbor hotov: { $mistakes ->
    [one] { $mistakes } chyba
    [few] { $mistakes } chyby
   *[other] { $mistakes } chyb
} a { $blunders ->
    [one] { $blunders } hrubá
    [few] { $blunders } hrubé
   *[other] { $blunders } hrubých
}.
review-analysis-lost = Rozbor skončil před koncem partie.
review-one-line = Tato partie má jedinou variantu: jiný tah po vrácení tahů začne další.
review-no-fork-here = Tady se žádné varianty nerozcházejí: + v seznamu tahů označuje { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}, kde se rozcházejí.
review-line-broken = Tuto variantu odsud zahrát nelze: zůstává, jak byla.
review-line = Varianta { $line } z { $lines } v tahu { $move }: { $first } ({ $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}). v další varianta, ^ z ní udělá hlavní.
review-line-main = Varianta { $line } z { $lines } v tahu { $move }: { $first } ({ $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}, hlavní). v další varianta, ^ z ní udělá hlavní.
review-no-lines = Tato partie nemá vlastní varianty: b hraje dál od zobrazeného půltahu.
review-main-already = Tohle už je hlavní varianta: b hraje dál od zobrazeného půltahu.
review-kept-as-ended = Soubor drží partii tak, jak skončila: b hraje dál od zobrazeného půltahu, v nové partii.
review-lines-unreadable = Varianty partie nejde přečíst: nic se nezměnilo.
review-promoted = Zobrazená varianta ({ $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}) je teď hlavní; stará zůstává jako varianta. Hraješ dál od půltahu { $ply }.
review-promoted-more = Zobrazená varianta ({ $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}) je teď hlavní; stará zůstává jako varianta. Hraješ dál od půltahu { $ply }, U jde po variantě.
review-adopted = Hraješ dál od půltahu { $ply } zobrazené varianty, teď hlavní (stará zůstává jako varianta).
review-adopted-more = Hraješ dál od půltahu { $ply } zobrazené varianty, teď hlavní (stará zůstává jako varianta); U jde po ní.
review-back-over-ending = Zpět v partii, skončené na půltahu { $ply }. u vezme konec zpět, N začne novou partii.
review-back-over = Zpět v partii, skončené na půltahu { $ply }. u vezme tah zpět, N začne novou partii.
review-back-lost-on-time = Zpět v partii, prohrané na čas na půltahu { $ply }: prohraná zůstává. N začne novou partii.
review-back = Zpět v partii, na půltahu { $ply }.
review-play-on-kept = Hraješ dál od půltahu { $ply }. Nový tah začne jinou variantu a tahle zůstane (r a pak v ji ukáže); U jde po ní ({ $total ->
    [one] { $total } půltah
    [few] { $total } půltahy
   *[other] { $total } půltahů
}).
review-play-on = Hraješ dál od půltahu { $ply }. Nový tah odbočí; U jde po staré variantě ({ $total ->
    [one] { $total } půltah
    [few] { $total } půltahy
   *[other] { $total } půltahů
}).
review-autoplay-end = Konec partie. Přehrávání vypnuto.
