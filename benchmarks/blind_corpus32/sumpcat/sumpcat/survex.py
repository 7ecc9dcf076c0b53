import shlex
import subprocess


def open_viewer(viewer_setting, model_path):
    """Open a processed .3d file in the viewer named in the config file."""
    return subprocess.run(shlex.split(viewer_setting) + [model_path], check=False).returncode
