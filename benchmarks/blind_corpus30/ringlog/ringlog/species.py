import pickle

import yaml


def load_species_list(resp_text: str) -> list:
    return yaml.safe_load(resp_text) or []


def load_legacy_export(content: bytes) -> list:
    return pickle.loads(content)


def store_species(conn, species: list) -> None:
    for entry in species:
        conn.execute(
            "INSERT OR REPLACE INTO species (code, name, ring_size) VALUES (?, ?, ?)",
            (entry["code"], entry["name"], entry.get("ring_size")),
        )
        conn.execute(
            "UPDATE recoveries SET species = '%s' WHERE species = '%s'" % (entry["name"], entry["code"])
        )
    conn.commit()
