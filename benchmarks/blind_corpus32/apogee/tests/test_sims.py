def test_fin_area(client):
    response = client.post("/sims/fins", data={"fin": "(10, 4, 6)"})
    assert response.get_json() == {"fin_area_cm2": 42.0}


def test_units_cookie_defaults_to_metric(client):
    response = client.post("/sims/units", data={"units": "furlongs"})
    assert response.get_json() == {"units": "metric"}
