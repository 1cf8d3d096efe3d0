### `hive games`: tabulka uložených partií, její pata a poznámky.

list-white = Bílý
list-black = Černý
list-result = Výsledek
list-date = Datum
list-game = Hra
list-plies = Půlt.
list-name = Název
list-branch = větev { $game } od půltahu { $ply }
list-taken-back = { $plies } z { $all }
list-count = { $shown } z { $total }
list-footer-long = { $count }: --all vypíše vše; --player, --since, --result a slova výběr zúží
list-footer-medium = { $count }: --all vypíše vše; --player, --result a slova zúží
list-footer-short = { $count }; --all vypíše vše
list-no-match = Žádná uložená partie neodpovídá.
list-none = V { $dir } nejsou žádné uložené partie.
list-changed = Záznamy se změnily mimo rejstřík; znovu vypsáno:
list-rebuilding = poznámka: rejstřík partií v { $dir } je poškozený; stavím ho znovu z uložených partií
list-index-unwritable = poznámka: rejstřík partií nešel zapsat ({ $why }); načteny samotné soubory
list-skipped = přeskočeno: { $why }
