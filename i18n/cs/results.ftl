### Jak hra skončila (bez tečky). $winner, $loser jsou strany: „Bílý“ nebo „Bílý (Eva)“.

result-resigned = { $loser } se vzdal: vyhrává { $winner }
result-agreed = Remíza dohodou
result-repetition = Remíza: pozice se opakovala potřetí
result-surrounded = Vyhrává { $winner }: Včelí královna { $loser_gen } je obklíčena
result-both-surrounded = Remíza: obě Včelí královny jsou obklíčeny
result-timeout = { $loser } překročil čas: vyhrává { $winner }
