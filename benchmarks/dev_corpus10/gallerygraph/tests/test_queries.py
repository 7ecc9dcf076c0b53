def test_artwork_missing(client):
    r = client.post("/", json={"query": "{ artwork(id: 999999) { id title } }"})
    assert r.status_code == 200
    assert r.json()["data"]["artwork"] is None


def test_search_requires_name(client):
    r = client.post("/", json={"query": "{ searchArtists { id } }"})
    assert "errors" in r.json()
