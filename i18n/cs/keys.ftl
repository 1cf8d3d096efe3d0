### Stránka nápovědy s klávesami: název každého oddílu, pak co dělá každá klávesa. Názvy
### kláves (Enter, Esc, Tab, Space, Ctrl-…) a písmena jsou ve všech jazycích stejná:
### písmena hmyzu jsou z UHP (Q S B G A M L P) a píší se tak, jak stojí v notaci.

keys-playing = Hra
keys-reviewing = Procházení partie
keys-explorer = Průzkumník zahájení (o)
keys-games = Tvoje partie (O; psaním hledáš hráče, turnaj, výsledek)
keys-help = Stránky nápovědy
keys-questions = Otázky
keys-typing = Psaní tahu (:) nebo názvu souboru (s)
keys-mouse = Myš

## hra

key-play-cursor-west = kurzor na západ
key-play-cursor-east = kurzor na východ
key-play-cursor-up = kurzor nahoru
key-play-cursor-down = kurzor dolů
key-play-pick-up-piece-under = zvednout kámen pod kurzorem, položit ho sem, nebo vynechat tah, je-li to jediný tah
key-play-put-picked-piece-back = vrátit zvednutý kámen zpět
key-play-next-piece-can-move = další kámen, který může táhnout nebo být přehozen; se zvednutým kamenem jeho další cíl
key-play-previous-piece-destination = předchozí kámen nebo cíl
key-play-take-bug-from-your = vzít ten hmyz z ruky; znovu: po řadě tvoje kameny toho hmyzu na desce (kde je uvedeno, i malým písmenem)
key-play-drop-number = položit zvednutý kámen na pole s tím číslem (nad 9 dvě číslice, nebo jedna a Enter)
key-play-type-move-uhp-notation = napsat tah v notaci UHP, např. wA1 -bG1
key-play-undo-against-computer-reply = vrátit tah (proti počítači: jeho odpověď i tvůj tah)
key-play-redo = znovu provést tah
key-play-pan-view-stays-where = posunout pohled (zůstane tam, kam ho dáš)
key-play-centre-view-hive = vystředit pohled na úl
key-play-large-compact-hexes = velká / kompaktní pole
key-play-hint-engine-suggests-move = rada: počítač navrhne tah (vyznačí ho na desce)
key-play-play-hint-marked-board = zahrát radu vyznačenou na desce
key-play-while-computer-thinks-plays = když počítač přemýšlí: zahraje (nebo poradí) nejlepší dosud nalezený tah
key-play-pondering-off-computer-thinks = přemýšlení v cizím čase zap. / vyp.: počítač přemýšlí i v tvém čase (hive play --ponder)
key-play-offer-draw-other-side = nabídnout remízu (druhá strana ji přijme, nebo odmítne)
key-play-pause-resume-clocks-game = pozastavit / spustit hodiny (partie s hodinami: hive play --clock 5+3)
key-play-resign-asks-first = vzdát se (nejdřív se zeptá)
key-play-new-invite-codes-hive = nové kódy pozvánek (hive play --invite; staré přestanou platit)
key-play-new-game-asks-first = nová partie (nejdřív se zeptá)
key-play-save-copy-game-file = uložit kopii partie do souboru (každý tah se i tak ukládá sám)
key-play-review-step-through-game = procházení: projít partii tah po tahu
key-play-opening-explorer-what-your = průzkumník zahájení: co se z této pozice hrálo v tvých uložených partiích
key-play-your-saved-games-search = tvoje uložené partie: hledat, pokračovat nebo některou přehrát
key-play-help-keys-rules-each = nápověda: klávesy a pravidla každého hmyzu
key-play-quit-asks-first = ukončit (nejdřív se zeptá)
key-play-quit-now-from-any = ukončit hned (z kterékoli obrazovky)

## procházení

key-review-ply-back = o půltah zpět
key-review-ply-forward = o půltah vpřed
key-review-start = na začátek
key-review-last-ply = na poslední půltah
key-review-type-ply = napsat číslo půltahu…
key-review-go = …a přejít na něj
key-review-take-back-digit = smazat číslici
key-review-auto-play-off = automatické přehrávání zap. / vyp.
key-review-auto-play-faster = rychlejší automatické přehrávání
key-review-auto-play-slower = pomalejší automatické přehrávání
key-review-analyse-every-ply-background = rozebrat v pozadí každý půltah: chyby dostanou ?, hrubé chyby ?? v seznamu tahů
key-review-opening-explorer-what-your = průzkumník zahájení: co se z ukázané pozice hrálo v tvých uložených partiích
key-review-your-saved-games-search = tvoje uložené partie: hledat, pokračovat nebo některou přehrát
key-review-play-from-ply-shown = hrát dál od ukázaného půltahu (nový tah založí odbočku)
key-review-where-move-has-other = kde má tah + (rozcházejí se tam jiné varianty): ukázat další variantu
key-review-show-previous-line = ukázat předchozí variantu
key-review-make-line-shown-main = udělat z ukázané varianty hlavní a hrát dál (stará zůstane)
key-review-back-game-where-stood = zpět do partie, tam kde stála
key-review-pan-view = posunout pohled
key-review-centre-view-hive = vystředit pohled na úl
key-review-large-compact-hexes = velká / kompaktní pole
key-review-help-closing-returns-here = nápověda (po zavření se vrátíš sem)
key-review-quit-asks-first = ukončit (nejdřív se zeptá)

## nápověda

key-help-scroll-down = posunout dolů
key-help-scroll-up = posunout nahoru
key-help-scroll-down-screen = o obrazovku dolů
key-help-scroll-up-screen = o obrazovku nahoru
key-help-top-page = na začátek stránky
key-help-language = další jazyk (zůstane i pro další partie): { $languages }
key-help-bottom-page = na konec stránky
key-help-next-page = další stránka
key-help-previous-page = předchozí stránka
key-help-rules-bug = pravidla toho hmyzu
key-help-close-help = zavřít nápovědu

## průzkumník

key-explore-move-above = tah výš
key-explore-move-below = tah níž
key-explore-play-move-chosen-from = zahrát vybraný tah (z procházení: hrát jím dál od ukázaného půltahu)
key-explore-games-reached-position-moves = partie, které došly do této pozice / tahy, které v nich padly
key-explore-close-explorer = zavřít průzkumník
key-explore-help = nápověda

## partie

key-games-game-above = partie výš
key-games-game-below = partie níž
key-games-screen-games-up = o obrazovku partií nahoru
key-games-screen-games-down = o obrazovku partií dolů
key-games-first-game = první partie
key-games-last-game-listed = poslední partie v seznamu
key-games-open-game-chosen-unfinished = otevřít vybranou partii: nedohraná pokračuje, dohraná se přehraje
key-games-replay-game-chosen-step = přehrát vybranou partii (tah po tahu), dohranou i nedohranou
key-games-take-back-character-search = smazat znak hledání
key-games-clear-search = vymazat hledání
key-games-close-games-screen-back = zavřít seznam partií a vrátit se do hry

## potvrzení

key-confirm-yes = ano
key-confirm-new-game-next-clock = nová partie: další nastavení hodin (žádné, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)
key-confirm-no-so-does-any = ne (stejně jako kterákoli jiná klávesa; na nabídku remízy se odpovídá jen y nebo n)

## řádek

key-line-play-move-typed-save = zahrát napsaný tah, nebo uložit pod napsaným názvem
key-line-close-prompt = zavřít řádek
key-line-take-back-character = smazat znak
key-line-clear-line = vymazat řádek

## myš

key-mouse-click-bug = klik na hmyz
key-mouse-your-hand-take-like = v ruce: vzít ho (jako klávesou s jeho písmenem)
key-mouse-click-piece = klik na kámen
key-mouse-pick-up-click-highlighted = zvednout ho; klikem na zvýrazněné pole ho tam přesunout
key-mouse-click-move = klik na tah
key-mouse-move-list-review-game = v seznamu tahů: procházet partii od toho půltahu
key-mouse-click-stack = klik na sloupec
key-mouse-review-show-what-holds = při procházení: ukázat, co obsahuje, shora dolů (jako kurzor ve hře)
key-mouse-click-game = klik na partii
key-mouse-games-screen-o-choose = v seznamu partií (O): vybrat ji; Enter ji otevře

## Rámeček stránek nápovědy.

help-keys = Klávesy
help-title = { " " }Nápověda: { $title }{ " " }
# $page z $pages; $scroll: „↑↓ 3/10 · “, když se stránka posouvá, jinak nic.
help-footer = { " " }{ $page }/{ $pages } · { $scroll }← → stránka · Esc zavře{ " " }
help-invitations = Pozvánky (tato partie, přes SSH)
opening-rulebook = podle pravidel
opening-tournament = turnajové
help-letters = Písmena hmyzu
help-letters-why = Písmena pocházejí z notace UHP a jsou ve všech jazycích stejná: tah zapsaný kdekoli (wA1 -bG1, na boardspace, na hivegame.com, v uložené partii) přečte každý hráč stejně a klávesy, kterými bereš kámen, jsou táž písmena.

# A game a player left (`hive serve --claim-after`).
key-play-claim-win = nárokovat výhru, když soupeř odešel (partie přes SSH bez hodin)
