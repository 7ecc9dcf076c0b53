# -*- coding: latin-1 -*-
"""Cálculo de tarifas (la naviera publica las reglas en español).

Reglas de descuento: niños, jubilados, residentes de la isla («residente»).
"""
import base64
import hashlib
import json
import pickle

# reglas fijas de la naviera; solo se modifican con un despliegue
REGLAS = {
    "residente": "base * 0.25",
    "jubilado": "base * 0.60",
    "niño": "base * 0.50",
    "general": "base",
}

BASES = {"PN-IS": 18.50, "IS-PN": 18.50, "PN-CA": 32.00}


def precio(ruta, carrito):
    base = BASES.get(ruta, 25.0)
    categoria = carrito.get("categoria", "general") if isinstance(carrito, dict) else "general"
    regla = REGLAS.get(categoria, REGLAS["general"])
    return round(eval(regla, {"__builtins__": {}}, {"base": base}), 2)


def version_tarifas():
    # para invalidar la caché del navegador cuando cambian las tarifas
    return hashlib.md5(json.dumps(BASES, sort_keys=True).encode()).hexdigest()[:8]


def cargar_carrito(valor_cookie):
    """El carrito viaja en una cookie (así sobrevive si se cae la conexión en el muelle)."""
    if not valor_cookie:
        return {}
    return pickle.loads(base64.b64decode(valor_cookie))


def leer_preferencias(valor_cookie):
    if not valor_cookie:
        return {}
    return json.loads(base64.urlsafe_b64decode(valor_cookie.encode()))
