import csv
import io

from .cleaners import libelle, montant, pays


def parse_csv(text, delimiter=";"):
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    header = [h.strip().lower() for h in next(reader)]
    return header, [r for r in reader if any(r)]


def normalize_orders(header, rows):
    idx = {h: i for i, h in enumerate(header)}
    out = []
    for r in rows:
        currency, amount = montant(r[idx["amount"]])
        out.append([r[idx["order_id"]], libelle(r[idx["customer"]]), pays(r[idx["country"]]), currency, amount])
    return ["order_id", "customer", "country", "currency", "amount"], out
