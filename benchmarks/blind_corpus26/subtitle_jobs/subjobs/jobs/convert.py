"""Convert an uploaded subtitle file (TTML / DFXP / SRT) into WebVTT."""
import logging

import defusedxml.ElementTree as DET
from lxml import etree

from .. import storage
from ..payloads import decode_options
from ..queue import burn_queue, notify_queue
from ..tokens import log_label
from .timing import shift_cues

log = logging.getLogger(__name__)
TT_NS = {"tt": "http://www.w3.org/ns/ttml"}


def _ttml_cues(raw, options):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    doc = etree.fromstring(raw, parser)
    region = options.get("region")
    if region:
        paragraphs = doc.xpath("//tt:p[@region='%s']" % region, namespaces=TT_NS)
    else:
        paragraphs = doc.xpath("//tt:p", namespaces=TT_NS)
    speaker = options.get("speaker")
    if speaker:
        paragraphs = [p for p in paragraphs if p.xpath("boolean(@ttm:agent=$who)", who=speaker,
                                                         namespaces={"ttm": "http://www.w3.org/ns/ttml#metadata"})]
    return [(p.get("begin"), p.get("end"), "".join(p.itertext())) for p in paragraphs]


def _dfxp_title(raw):
    root = DET.fromstring(raw)
    title = root.find(".//{http://www.w3.org/ns/ttml#metadata}title")
    return title.text if title is not None else ""


def _srt_cues(text):
    cues = []
    for block in text.strip().split("\n\n"):
        lines = block.splitlines()
        if len(lines) >= 3 and "-->" in lines[1]:
            begin, end = [t.strip() for t in lines[1].split("-->")]
            cues.append((begin, end, "\n".join(lines[2:])))
    return cues


def to_vtt(cues):
    out = ["WEBVTT", ""]
    for begin, end, text in cues:
        out += ["%s --> %s" % (begin, end), text, ""]
    return "\n".join(out)


def convert_subtitles(job_id, payload):
    options = decode_options(payload)
    with open(storage.source_path(job_id, payload["filename"]), "rb") as fh:
        raw = fh.read()
    log.info("job %s (%s): converting", job_id, log_label(payload["filename"]))
    if payload["filename"].lower().endswith((".ttml", ".dfxp", ".xml")):
        cues = _ttml_cues(raw, options)
        payload.setdefault("title", _dfxp_title(raw))
    else:
        cues = _srt_cues(raw.decode(options.get("encoding", "utf-8"), "replace"))
    if options.get("shift"):
        cues = shift_cues(cues, options["shift"])
    vtt = to_vtt(cues)
    out_name = options.get("output_name") or "subtitles.vtt"
    with open(storage.output_path(job_id, out_name), "w", encoding="utf-8") as fh:
        fh.write(vtt)
    storage.save_track(job_id, payload.get("language", "und"), "vtt", vtt)
    if payload.get("video_url"):
        burn_queue.enqueue("subjobs.jobs.burn_in.burn_subtitles", job_id, payload)
    notify_queue.enqueue("subjobs.jobs.notify.send_ready_mail", job_id, payload)
