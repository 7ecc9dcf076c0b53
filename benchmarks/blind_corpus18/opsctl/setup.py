from setuptools import find_packages, setup

setup(
    name="opsctl",
    version="2.4.0",
    packages=find_packages(),
    install_requires=["click>=8", "requests", "PyYAML", "jinja2", "hvac"],
    entry_points={"console_scripts": ["opsctl=opsctl.cli:main", "opsctl-query=opsctl.query:main"]},
    python_requires=">=3.12",
)
