#!/usr/bin/env python3
"""Museum shop: the basket travels in a hidden form field between pages."""
import base64
import cgi
import json
import pickle

form = cgi.FieldStorage()
if form.getvalue("format") == "json":
    basket = json.loads(form.getvalue("basket", "[]"))
else:
    basket = pickle.loads(base64.b64decode(form.getvalue("basket", "")))

total = sum(int(item["pence"]) * int(item.get("qty", 1)) for item in basket)
print("Content-Type: application/json")
print()
print(json.dumps({"items": len(basket), "total_pence": total}))
