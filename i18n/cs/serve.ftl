### Co uslyší host `hive serve`, když spojení končí.

farewell-server-stopped = Hostitel zastavil server; tvoje partie je uložena.
farewell-idle = Odpojeno: žádná klávesa { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}.
farewell-too-slow = Odpojeno: spojení nestačilo.
# The guest pasted (or sent) more at once than the server's input cap: the bytes dropped, the connection closed.
farewell-flooded = Odpojeno: poslal jsi najednou víc, než server od terminálu přijme (velmi dlouhé vložení?). Bylo zahozeno, tvoje partie je uložena. Vkládej méně najednou.
farewell-taken-over = Odpojeno: tvůj klíč zabral toto místo v jiném spojení, partie pokračuje tam.
farewell-stopped = Partie skončila: { $why }
farewell-seat-taken = místo { $side_gen } je obsazené
farewell-no-seat = tato pozvánka nedává místo ve hře
farewell-no-lobby = tento server nemá předsíň

## Proč místnost společné partie nepřijala, co tato obrazovka navrhla.
refusal-watching = Díváš se: hrají jen hráči.
refusal-over = Hra skončila.
refusal-not-your-turn = Nejsi na tahu.
refusal-illegal = Tento tah nejde: { $why }.
refusal-offer-stands = Tvůj návrh remízy platí: počkej na odpověď.
refusal-no-offer = Nikdo ti remízu nenabízí.
refusal-clock-not-out = Čas na hodinách ještě nevypršel.
refusal-not-saved = Nezahráno: partii se nepodařilo uložit ({ $why }).

## Proč místnost poslala tuto obrazovku z partie pryč.
sent-out-closed = Majitel partii zavřel. Každý zahraný tah je uložen.
sent-out-owner-renewed = Majitel dal partii nové kódy: požádej ho o nový řádek. Každý zahraný tah je uložen.
sent-out-host-renewed = Hostitel dal partii nové kódy: požádej ho o nový řádek. Každý zahraný tah je uložen.
sent-out-seat-renewed = Hostitel dal tomuto místu nový kód. Každý zahraný tah je uložen.

# A game a player left (`hive serve --claim-after`).
refusal-claim-on-clock = Partii s hodinami rozhodují hodiny: není co nárokovat.
refusal-no-claims = Tento server nepřijímá nárok na výhru za opuštěnou partii.
refusal-not-away = Soupeř neodešel: není co nárokovat.
refusal-not-away-yet = Soupeř je pryč ještě málo dlouho: zkus to znovu za { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}.
