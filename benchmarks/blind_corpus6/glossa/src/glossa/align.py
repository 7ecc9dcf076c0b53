"""Sentence alignment via external tools (hunalign, sentence-splitter)."""
import subprocess

HUNALIGN = "hunalign"
NULL_DICT = "/usr/share/hunalign/null.dic"


def split_sentences(lang, path):
    out = subprocess.run(["sentence-splitter", "-l", lang, "-i", path], capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def align_files(src_path, tgt_path, dictionary=NULL_DICT, realign=True):
    """Align two pre-split text files; returns (src_idx, tgt_idx, score) triples."""
    flags = "-realign" if realign else ""
    cmd = f"{HUNALIGN} {flags} -text {dictionary} {src_path} {tgt_path}"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, check=True)
    triples = []
    for line in out.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            triples.append((parts[0], parts[1], float(parts[2])))
    return triples
