"""Transcripts arrive as TTML/XML produced by the podcaster's captioning vendor."""
from lxml import etree

from ..celery_app import app

SAFE = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.task
def speaker_lines(ttml: bytes, speaker: str):
    root = etree.fromstring(ttml, SAFE)
    return root.xpath("//p[@ttm:agent='%s']/text()" % speaker, namespaces={"ttm": "http://www.w3.org/ns/ttml#metadata"})


@app.task
def chapter_text(ttml: bytes, chapter: str):
    root = etree.fromstring(ttml, SAFE)
    return root.xpath("//div[@chapter=$c]//p/text()", c=chapter)
