### Úlohy (`hive puzzles`): rámeček nad deskou, kontrola každého tahu, hodnocení po
### každé úloze, motivy a `hive puzzles --list`.

## Co úloha chce. $count: tahy řešitele (výhra), nebo hrozby (obrana).
puzzles-title-win = { $count ->
    [one] Výhra na { $count } tah
    [few] Výhra na { $count } tahy
   *[other] Výhra na { $count } tahů
}
puzzles-title-save = { $count ->
    [one] Zachraň královnu před výhrou na { $count } tah
    [few] Zachraň královnu před výhrou na { $count } tahy
   *[other] Zachraň královnu před výhrou na { $count } tahů
}
# $side: strana na tahu (řešitel).
puzzles-text-win = { $count ->
    [one] Na tahu je { $side } a hned vyhraje.
    [few] Na tahu je { $side } a vyhraje nejvýš na { $count } tahy, ať se soupeř brání jakkoli.
   *[other] Na tahu je { $side } a vyhraje nejvýš na { $count } tahů, ať se soupeř brání jakkoli.
}
puzzles-text-save = { $count ->
    [one] Na tahu je { $side }: soupeř hrozí vyhrát příštím tahem. Najdi jediný tah, který to zastaví.
    [few] Na tahu je { $side }: soupeř hrozí vyhrát na { $count } tahy. Najdi jediný tah, který to zastaví.
   *[other] Na tahu je { $side }: soupeř hrozí vyhrát na { $count } tahů. Najdi jediný tah, který to zastaví.
}
# $number z $count: kolikátý tah řešitele to je.
puzzles-task-win = Tah { $number } z { $count }: najdi vítězný tah.
puzzles-task-save = Najdi tah, který zachrání tvou královnu.
puzzles-task-several = Tady vyhrává víc tahů: stačí kterýkoli z nich.

## Stavový řádek při řešení.
puzzles-begin = Najdi tah obvyklými klávesami hry (: ho napíše). n úlohu přeskočí, q skončí.
# $tried: zkoušený tah (notace UHP).
puzzles-checking = Kontroluji { $tried }…
puzzles-busy = Předchozí tah se ještě kontroluje: chvilku.
puzzles-already-done = Tahle úloha skončila. Enter nebo n: další.
puzzles-not-in-puzzle = V úloze ne: najdi tah sám. n přejde na další úlohu.
puzzles-not-judged = Tah se nepodařilo zkontrolovat: { $why }
# $tried: zkoušený tah; $line: odpověď počítače, která ho vyvrací (tahy UHP).
puzzles-miss = { $tried } nevychází: počítač odpoví { $line }. Zkus to znovu.
puzzles-miss-short = { $tried } nevychází. Zkus to znovu.
puzzles-judge-miss = To není tah úlohy.
# $reply: odpověď počítače (tah UHP).
puzzles-right = Správně! Počítač odpoví { $reply }. Jsi na tahu.
# $rating: hodnocení hráče v úlohách; $change: změna (+12, -8).
puzzles-solved = Vyřešeno! Tvé hodnocení v úlohách: { $rating } ({ $change }).
puzzles-solved-after-miss = Vyřešeno, ale po chybě (úloha se počítá jako nevyřešená).
# Úloha přeskočená klávesou n před pokusem.
puzzles-skipped = Přeskočeno: počítá se jako chyba. Tvé hodnocení v úlohách: { $rating } ({ $change }).
# $count: úlohy vyřešené za sebou.
puzzles-streak-over = { $count ->
    [one] Série skončila: { $count } úloha vyřešená za sebou.
    [few] Série skončila: { $count } úlohy vyřešené za sebou.
   *[other] Série skončila: { $count } úloh vyřešených za sebou.
}
puzzles-none-left = Žádná úloha nezbývá: vyřešil jsi všechny.
puzzles-none-of-theme = Žádná úloha s tímto motivem nezbývá.
puzzles-none-harder = Těžší úloha nezbývá: série končí na { $count }.
puzzles-ratings-not-kept = Hodnocení úloh se nepodařilo uložit: { $why }
puzzles-ratings-not-read = Hodnocení úloh se nepodařilo přečíst (soubor zůstává, jak je): { $why }

## Rámeček nad deskou. $number: zadané úlohy; $rating: hodnocení úlohy; $title: co chce.
puzzles-box-title = Úloha { $number } · hodnocení { $rating } · { $title }
# $theme: název motivu.
puzzles-box-title-theme = { $theme } · úloha { $number } · hodnocení { $rating } · { $title }
# $count: úlohy vyřešené za sebou.
puzzles-box-title-streak = Série { $count } · hodnocení { $rating } · { $title }
puzzles-box-solved = Vyřešeno!
puzzles-box-solved-after-miss = Vyřešeno, ale po chybě.
# $task: co chce tah, který je na řadě.
puzzles-box-missed = Chyba (započtená). Zkus to znovu: { $task }
# $player_change, $puzzle_change: změna každého hodnocení (+12, -8).
puzzles-box-ratings = Tvé hodnocení: { $player } ({ $player_change }) · tahle úloha: { $puzzle } ({ $puzzle_change })
# $themes: motivy úlohy.
puzzles-box-themes = Motivy: { $themes }
puzzles-box-next = Enter nebo n: další úloha · Esc nebo q: konec
puzzles-box-keys = n přeskočit · ? nápověda
puzzles-box-keys-over = Enter další · q konec

# Poslední řádek nabídky lekcí: otevře úlohy.
puzzles-menu-row = Úlohy: pozice ze skutečných partií, s hodnocením

## Motivy.
puzzles-theme-pillbug-throw = Hod svinkou
puzzles-theme-beetle-drop = Sestup brouka
puzzles-theme-ant-block = Blok mravencem
puzzles-theme-mosquito-copy = Kopie komára
puzzles-theme-grasshopper-jump = Skok kobylky
puzzles-theme-ladybug = Beruška
puzzles-theme-gate = Brána
puzzles-theme-quiet-move = Tichý tah
puzzles-theme-queen-move = Tah královny

## `hive puzzles --list`. $count: úlohy; $moves: N ve „výhra na N“.
puzzles-list-head = { $count ->
    [one] { $count } úloha (hive puzzles --json je vypíše):
    [few] { $count } úlohy (hive puzzles --json je vypíše):
   *[other] { $count } úloh (hive puzzles --json je vypíše):
}
puzzles-list-win = { $moves ->
    [one] { "  " }výhra na { $moves } tah: { $count }
    [few] { "  " }výhra na { $moves } tahy: { $count }
   *[other] { "  " }výhra na { $moves } tahů: { $count }
}
puzzles-list-save = { $moves ->
    [one] { "  " }obrana před výhrou na { $moves } tah: { $count }
    [few] { "  " }obrana před výhrou na { $moves } tahy: { $count }
   *[other] { "  " }obrana před výhrou na { $moves } tahů: { $count }
}
# $name: jméno motivu na příkazové řádce; $theme: slovy.
puzzles-list-theme = { "  " }{ $name } ({ $theme }): { $count }
puzzles-list-themes = Motivy (hive puzzles --theme JMÉNO):
# $rating: hodnocení hráče v úlohách; $solved: vyřešené úlohy.
puzzles-list-rating = Tvé hodnocení v úlohách: { $rating }; vyřešeno: { $solved }.
