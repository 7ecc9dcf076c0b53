import subprocess


def announce_finisher(name, club):
    subprocess.Popen(f'espeak -s 150 "{name} of {club}, finishing now"', shell=True)


def announce_text(text):
    subprocess.Popen(["espeak", "-s", "150", text])
