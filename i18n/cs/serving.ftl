### Co `hive serve` a `hive play --invite` řeknou hostovi u dveří: proč přihlášení odmítli
### (ssh to ukáže, než to vzdá).

serving-no-such-code = Žádná partie tu tento kód nemá: porovnej ho s řádkem od hostitele, nebo si řekni o nový.
serving-other-key = Toto místo patří klíči, který ho zabral první: připoj se tím klíčem (ssh -i).
serving-not-listed = Lobby pouští jen klíče ze seznamu hostitele a tvůj mezi nimi není.
serving-too-many-failures = Příliš mnoho neúspěšných přihlášení z tvé adresy (nebo ze všech najednou): zkus to znovu za { $seconds ->
    [one] { $seconds } sekundu
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}.
serving-host-key = Klíč serveru (hosté si ho mohou ověřit, když se ssh zeptá): { $fingerprint }
serving-lobby-rulebook-opening = Zahájení podle pravidel (Včelí královna nejpozději ve čtvrtém tahu, i v prvním); každý tah se ukládá.
serving-refusal-offered-this-move = V tomto tahu už jsi remízu nabídl: nabídni ji znovu po svém dalším tahu.
serving-lobby-leave-question = Opustit lobby? Tvoje partie zůstanou dostupné.
serving-lobby-keys-leave = y odejít · n nebo Esc zůstat
# Proč host, který už je uvnitř, nedostal partii (na jeho terminálu, v jeho jazyce).
serving-needs-terminal = Hive se hraje v terminálu: připoj se přes ssh -t (s terminálem pro relaci).
serving-shutting-down = Server se vypíná.
serving-cannot-start = Server teď nemůže začít partii: zkus to za chvíli.
serving-seat-taken = S tímto kódem už někdo hraje. Pokud jsi to byl ty a spojení spadlo, zkus to znovu za { $seconds ->
    [one] { $seconds } sekundu
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}.
serving-code-revoked = Hostitel tento kód zrušil: požádej ho o nový.
