def watts_to_kw(watts):
    return round(float(watts) / 1000.0, 3)


def kwh_to_co2_kg(kwh, factor=0.207):
    return round(float(kwh) * factor, 2)


def format_reading(site, watts, kwh):
    return f"{site}: {watts_to_kw(watts)} kW now, {kwh:.1f} kWh today ({kwh_to_co2_kg(kwh)} kg CO2 saved)"
