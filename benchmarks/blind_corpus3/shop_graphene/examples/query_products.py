"""Query the storefront API from a script.

    python examples/query_products.py http://localhost:8000/graphql shoes
"""
import json
import sys
import urllib.request

QUERY = """
query($cat: String) {
  products(category: $cat, sort: "price", first: 10) { sku name price stock }
}
"""


def main(endpoint: str, category: str) -> None:
    body = json.dumps({"query": QUERY, "variables": {"cat": category}}).encode()
    req = urllib.request.Request(endpoint, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as resp:
        for p in json.load(resp)["data"]["products"]:
            print(f"{p["sku"]:<12} {p["name"]:<40} {p["price"]:>8.2f}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
