from setuptools import setup

setup(
    name="reportlib",
    version="0.14.2",
    description="Build HTML/PDF reports from tabular sources, bundles and templates",
    packages=["reportlib"],
    install_requires=["six", "lxml"],
    python_requires=">=3.8",
)
