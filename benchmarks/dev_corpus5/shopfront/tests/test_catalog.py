def test_promo_renders_code(client):
    resp = client.get("/promo?code=SPRING10")
    assert resp.status_code == 200
    assert b"SPRING10" in resp.data


def test_products_rejects_unknown_sort(client, monkeypatch):
    seen = {}

    class FakeRepo:
        def list_sorted(self, sort, descending=False):
            seen["sort"] = sort
            return []

    monkeypatch.setattr("shopfront.views.catalog.ProductRepository", FakeRepo)
    client.get("/products?sort=price;drop")
    assert seen["sort"] == "name"
