### Boční panel: ruce a hodiny stran, sloupec pod kurzorem, hodnocení počítače při
### procházení, průzkumník zahájení, seznam tahů.

clock-took = tah trval { $time } ·{ " " }
clock-time-up = čas vypršel { $time }
clock-paused = pauza { $time }

stack-here = Sloupec: { $stack }
stack-on = { $upper } na { $lower }

engine-game-over = Počítač: partie skončila.
engine-analysing = Rozbor: { $done } z { $total }…
engine-thinking = Počítač přemýšlí…
engine-waiting = Počítač: …
# Hodnocení z pohledu bílého (+ ve prospěch bílého).
engine-score = Bílý { $score }
engine-best = nejlepší

explorer-title = Zahájení
explorer-reading = Čtu tvé partie…
explorer-title-games = Zahájení: { $count ->
    [one] { $count } partie
    [few] { $count } partie
   *[other] { $count } partií
}
explorer-title-of = Zahájení: { $count } z { $total }
explorer-none = Žádná z tvých partií nedošla do této pozice.
explorer-shares = B { $white }% · R { $draw }% · Č { $black }%
explorer-unfinished = žádná nedohrána
explorer-games-hint = partie · g: tahy
explorer-no-continuation = Odsud už žádná partie nepokračovala.
explorer-head-move = tah
explorer-head-games = partií
explorer-head-shares = B/R/Č %

moves-thrown = hod
moves-title = Půltahy ({ $current })
moves-title-of = Půltahy ({ $current } z { $total })

ending-repetition = remíza opakováním
ending-agreement = remíza dohodou
ending-resignation = { $side } se vzdal
