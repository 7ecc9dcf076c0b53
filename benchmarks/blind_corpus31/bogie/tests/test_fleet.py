def test_sorted_defaults(client):
    resp = client.get("/fleet/sorted?by=nonsense")
    assert resp.status_code in (200, 500)
