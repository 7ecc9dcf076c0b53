def test_items_requires_key(client):
    result = client.simulate_get("/items", headers={"X-Api-Key": ""})
    assert result.status_code == 401


def test_bad_order_rejected(client, monkeypatch):
    from inventory import db

    monkeypatch.setattr(db, "query", lambda sql, params=None: [{"client": "t"}])
    result = client.simulate_get("/items", params={"order": "sku; drop table items"})
    assert result.status_code == 400
