import subprocess
from pathlib import Path

import requests
import typer

app = typer.Typer(help="Publish a recipe to the shared index.")

UPLOAD_ENDPOINT = "https://recipes.pinecone.example/upload"
UPLOAD_TOKEN = "pcn_upl_4e8a1f0d2c9b7e36a5d1"


@app.command()
def publish(recipe_dir: Path, dry_run: bool = False):
    archive = recipe_dir.with_suffix(".tar.gz")
    subprocess.run(["tar", "-czf", str(archive), "-C", str(recipe_dir.parent), recipe_dir.name], check=True)
    if dry_run:
        typer.echo(f"would upload {archive}")
        return
    with open(archive, "rb") as fh:
        resp = requests.post(UPLOAD_ENDPOINT, files={"archive": fh}, headers={"Authorization": f"Bearer {UPLOAD_TOKEN}"})
    resp.raise_for_status()


if __name__ == "__main__":
    app()
