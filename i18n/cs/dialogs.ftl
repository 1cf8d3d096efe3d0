### Odpovědi na otázky, uložení kopie, zprávy a odmítnutí společné partie, zprávy při
### otevření partie. $side je strana („Bílý“ nebo „Bílý (Ann)“) s pády ($side_gen …).

dialogs-draw-declined = { $side } odmítá remízu. Hraje se dál.
dialogs-not-replaced = Nenahrazeno: změň jméno, nebo Esc a kopie se neuloží.
dialogs-carry-on = Pokračuj.
dialogs-save-into = Jméno uloží kopii do { $folder }; cesta (~ je tvůj domovský adresář) ji uloží tam.
dialogs-save-here = Jméno uloží kopii do aktuální složky; cesta (~ je tvůj domovský adresář) ji uloží tam.
dialogs-saved = { $count ->
    [one] { $count } půltah uložen
    [few] { $count } půltahy uloženy
   *[other] { $count } půltahů uloženo
} do { $path }.

## Společná partie (nabídnutá příteli: hive play --invite)

dialogs-shared-no-undo = Ve společné partii nejde brát tahy zpět: procházení ({ $key }) se podívá zpátky.
dialogs-shared-no-redo = Není co opakovat: ve společné partii se tahy neberou zpět. Procházení ({ $key }) jimi projde.
dialogs-shared-no-new = Společná partie nemůže začít jinou: q ji opustí.
dialogs-shared-no-save = Společnou partii ukládá průběžně její hostitel.
dialogs-shared-no-hints = V partii mezi lidmi počítač neradí.
dialogs-served-no-hints = Počítač serveru je tu tvůj soupeř: rady nedává.
dialogs-shared-no-pause = Hodiny společné partie nejde zastavit: pauza jednoho hráče není fér vůči druhému.
dialogs-shared-over = Partie skončila.
dialogs-shared-watching = Díváš se: táhnou jen hráči.
dialogs-shared-wait = Na tahu je { $side }: počkej na jeho tah.
dialogs-shared-no-codes = Kódy pozvánek jsou pro partii nabídnutou příteli: hive play --invite.
dialogs-shared-host-codes = Kódy pozvánek rozdává jen hostitel.
dialogs-shared-new-codes = Nové kódy: staré řádky už nefungují a kdo přes ně přišel, byl odpojen.
dialogs-shared-codes-failed = Žádné nové kódy: { $why }.
dialogs-shared-no-renew = tato obrazovka kódy nerozdává
dialogs-shared-draw-offered = { $side } nabízí remízu.
dialogs-shared-here = { $side } je tady.
dialogs-shared-left = { $side } odešel; partie čeká, až se vrátí.
dialogs-shared-left-clock = { $side } odešel; hodiny běží dál.
dialogs-shared-moved = { $side } táhl: Esc se vrátí k partii.
dialogs-shared-seat = Společná partie: hraješ za { $side_acc }. Na tahu je { $to_move }.
dialogs-shared-seat-over = Společná partie: hraješ za { $side_acc }. Partie skončila.
dialogs-shared-watcher = Společná partie: díváš se.

## Partie otevřená ze souboru

dialogs-opened-over-ending = Dohraná partie, { $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}: r ji projde, u vezme konec zpět.
dialogs-opened-over = Dohraná partie, { $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}: r ji projde, u vezme tah zpět.
dialogs-opened = Pokračuje partie, { $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}. Na tahu je { $side }.

## Ukládání: automatické a kopie (s). $why: co se pokazilo, od systému.

dialogs-not-autosaving = Bez automatického ukládání: { $why }
dialogs-no-games-folder = není složka partií
dialogs-autosave-failed = Automatické uložení selhalo: { $why }
dialogs-save-branched = Nová varianta od půltahu { $ply }: uložena jako nová partie ({ $name }); { $parent } si nechává své tahy.
dialogs-save-changed = { $parent } se změnil mimo tuto partii nebo je otevřený v jiném hive: nepřepisuji ho; tato partie se teď ukládá do { $name }.
dialogs-copy-cannot-make = nejde vytvořit { $path }: { $why }
dialogs-copy-no-folder = složka { $folder } neexistuje; nejdřív ji vytvoř
dialogs-copy-own = { $path } je vlastní soubor této partie, už uložený
dialogs-copy-not-file = { $path } není obyčejný soubor; nenahrazuji ho
dialogs-copy-held = { $path } je otevřený v jiném hive (proces { $pid }, od { $since })

dialogs-language-not-kept = Jazyk se nepodařilo uložit pro další partie ({ $why }).
# Said on the board once F2 changed the language; $name: the language's own name.
dialogs-language-now = Jazyk hry: { $name }.

# A game a player left (`hive serve --claim-after`).
dialogs-shared-left-claim = { $side } odešel; pokud se do { $minutes ->
    [one] { $minutes } minuty
   *[other] { $minutes } minut
} nevrátí, můžeš nárokovat výhru: { $key }.
dialogs-claim-local = Není od koho nárokovat výhru: nárok je pro partii přes SSH, kterou soupeř opustil.
