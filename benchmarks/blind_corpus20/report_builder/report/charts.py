import os
import subprocess


def render_chart(script_path, out_png):
    subprocess.run(["gnuplot", "-e", "set output '%s'" % out_png, script_path], check=True)


def render_campaign_title(campaign_name, script_path):
    # campaign names are set by the client in the vendor's survey designer
    os.system("gnuplot -e \"set title '%s'\" %s" % (campaign_name, script_path))
