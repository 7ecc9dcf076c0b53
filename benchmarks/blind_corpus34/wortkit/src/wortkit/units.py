def plato_to_sg(plato):
    return round(1 + plato / (258.6 - 0.88 * plato), 4)


def sg_to_plato(sg):
    return round(-616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3, 2)


def litres_to_gallons(litres, us=False):
    return round(litres / (3.785411784 if us else 4.54609), 2)
