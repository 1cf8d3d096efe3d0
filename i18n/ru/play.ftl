### Экран партии.

welcome = Добро пожаловать! Возьмите фишку из руки ({ $letters }) или нажмите ? для справки.

## Строки, которые раздаёт хозяин `hive play --invite`, каждая под своим назначением.
invite-joins-with = Играть за { $side_acc }:
invite-to-watch = Смотреть:
invite-served = Партия шла на { $address }; она сохранена в { $save }.
invite-go-on = Чтобы продолжить: hive play { $save } --invite
