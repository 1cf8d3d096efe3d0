### Obrazovka partií (O): uložené partie, hledání a otevření; zprávy průzkumníka
### zahájení. Klávesy (Enter, Esc, Ctrl-R, PgUp, Backspace, Ctrl-U) a příkazy (hive play …)
### jsou ve všech jazycích stejné.

games-title = Tvoje partie
games-title-count = Tvoje partie: { $total }
games-title-found = Tvoje partie: nalezeno { $found } z { $total }
games-footer = ↑↓ PgUp PgDn výběr · Enter otevře · Ctrl-R přehraje · Esc zpět
games-search = Hledat:{ " " }
games-searching = hledám…
games-search-hint = hráči, turnaj, výsledek, datum
games-head-white = Bílý
games-head-black = Černý
games-head-result = Výsledek
games-head-date = Datum
games-head-game = Hra
games-head-plies = Půltahy
games-plies-of = { $plies } z { $total }
games-branch = , odbočka v { $ply }
games-branch-short = , odb. { $ply }
games-newest = Zobrazeno nejnovějších { $shown } z { $found }: zpřesni hledání.
games-enter = Enter: nedohraná partie pokračuje, dohraná se přehraje.
games-reading = Čtu tvoje uložené partie…
games-none-yet = Zatím žádné uložené partie: každá tvoje partie se ukládá sem.
games-no-match = Žádná partie neodpovídá: Backspace nebo Ctrl-U hledání rozšíří.
games-none-chosen = Není vybraná partie: seznam je prázdný.
games-on-screen = To je partie na obrazovce.
games-opening = Otevírám…
games-shared = Obrazovka partií otevírá partie uložené na tomto počítači: ne ve společné partii (nejdřív ji opusť).

games-explorer-shared = Průzkumník zahájení čte partie uložené na tomto počítači: ne ve společné partii.
games-explorer-file = hive play { $file } ji otevře; hive replay ji projde krok za krokem.
games-explorer-no-file = Tato partie nemá vlastní soubor.
games-explorer-nothing = Žádná uložená partie odsud nepokračovala: není co sledovat.
games-explorer-computer = Teď táhne počítač: zahraje svůj tah.

games-unsaved = Poslední tahy této partie nejsou uložené ({ $why }): neopouštím ji (Esc, pak s uloží kopii).
games-not-ours = { $name } není náš záznam: Ctrl-R ho přehraje.
games-held = { $name } je otevřený v jiném hive (proces { $pid }): tady se neotevře. Ctrl-R ho přehraje, jen pro čtení.
games-no-folder = není složka partií (chybí datový adresář)
games-index-failed = Rejstřík partií nešel zapsat ({ $why }); soubory se přečetly.
