# -*- coding: latin-1 -*-
"""Importação da lista de preços da distribuidora de Lisboa.

A distribuidora envia um ficheiro CSV em latin-1; os títulos têm acentos
(São Paulo, Coração, Música popular) e não podem ser convertidos.
"""
import csv
import html
import io
import subprocess
import tempfile

from . import db

CABEÇALHO = ("referência", "artista", "título", "preço")
PAÍSES = {"PT": "Portugal", "BR": "Brasil", "AO": "Angola", "CV": "Cabo Verde"}


def importar_lista(conteúdo):
    leitor = csv.DictReader(io.StringIO(conteúdo.decode("latin-1")), fieldnames=CABEÇALHO, delimiter=";")
    for linha in leitor:
        db.change("INSERT INTO distributor_prices (ref, artist, title, price) VALUES (?, ?, ?, ?)",
                  (linha["referência"], linha["artista"], linha["título"], linha["preço"]))


def arquivar_lista(conteúdo):
    nome = tempfile.mktemp(suffix=".csv", prefix="lista-preços-")
    with open(nome, "wb") as fh:
        fh.write(conteúdo)
    subprocess.run(["gzip", "-9", nome], check=True)
    return nome + ".gz"


def cartão_país(código):
    país = PAÍSES.get(código, código)
    return "<span class='país'>Edição de %s</span>" % html.escape(país)
