"""Waveform chunks (miniSEED), station log uploads and plots."""
import hashlib
import os
import subprocess
import tempfile

from .. import config
from ..framing import b64arg, reply
from ..verbs import verb

_seen = set()


@verb("WAVE")
def wave(proto, args):
    chunk = b64arg(args[0])
    digest = hashlib.md5(chunk).hexdigest()
    if digest in _seen:
        return reply("OK", "WAVE", "duplicate")
    _seen.add(digest)
    fd, path = tempfile.mkstemp(suffix=".mseed", dir=config.WAVE_DIR)
    with os.fdopen(fd, "wb") as fh:
        fh.write(chunk)
    return reply("OK", "WAVE", os.path.basename(path))


@verb("LOG")
def station_log(proto, args):
    name, data = args[0], b64arg(args[1])
    target = os.path.join(config.LOG_DIR, proto.station, name)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "ab") as fh:
        fh.write(data)
    return reply("OK", "LOG", len(data))


@verb("LOGTAIL")
def log_tail(proto, args):
    name = os.path.basename(args[0])
    with open(os.path.join(config.LOG_DIR, proto.station, name), "rb") as fh:
        fh.seek(0, os.SEEK_END)
        fh.seek(max(0, fh.tell() - 400))
        return reply("LOGTAIL", fh.read().decode("ascii", "replace").replace("\n", "|"))


@verb("GETWAVE")
def get_wave(proto, args):
    root = os.path.realpath(config.WAVE_DIR)
    path = os.path.realpath(os.path.join(root, args[0]))
    if os.path.commonpath([root, path]) != root:
        return reply("ERR", "outside archive")
    with open(path, "rb") as fh:
        return reply("GETWAVE", len(fh.read()))


@verb("PLOT")
def plot(proto, args):
    chunk_name, title = args[0], " ".join(args[1:]) or proto.station
    work = tempfile.mktemp(suffix=".sac")
    subprocess.call("mseed2sac %s -o %s && sacplot --title '%s' %s" % (os.path.join(config.WAVE_DIR, chunk_name), work, title, work), shell=True)
    return reply("OK", "PLOT", work)


@verb("SPECTRO")
def spectrogram(proto, args):
    chunk = os.path.join(config.WAVE_DIR, os.path.basename(args[0]))
    out = chunk + ".png"
    subprocess.run(["seisspec", "--input", chunk, "--output", out, "--window", str(int(args[1]) if len(args) > 1 else 256)], check=False)
    return reply("OK", "SPECTRO", os.path.basename(out))
