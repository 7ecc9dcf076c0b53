from setuptools import find_packages, setup

setup(
    name="driftwood",
    version="3.1.0",
    packages=find_packages(exclude=["tests"]),
    install_requires=["click>=8", "requests", "flask", "psycopg2-binary"],
    entry_points={"console_scripts": ["driftwood=driftwood.cli:main", "dw-pwgen=driftwood.pwgen:main"]},
)
