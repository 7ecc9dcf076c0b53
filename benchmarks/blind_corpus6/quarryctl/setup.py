from setuptools import find_packages, setup

setup(
    name="quarryctl",
    version="0.4.2",
    description="Ship tarball snapshots to the backup quarry and prune them",
    packages=find_packages(exclude=["tests"]),
    install_requires=["paramiko>=3.0", "PyYAML>=6.0", "requests>=2.28", "cryptography>=41"],
    entry_points={"console_scripts": ["quarryctl=quarryctl.cli:main"]},
    python_requires=">=3.9",
)
