// swift-tools-version:5.3
// libFuzzer harnesses for vault, kept out of the main package so that normal builds and tests
// never need the sanitizer. Build and run them with `Benchmarks/fuzz.sh`.
//
// Tools version 5.3 on purpose: its executables keep the plain `main` symbol, so that with
// `-parse-as-library` libFuzzer's own `main` drives `LLVMFuzzerTestOneInput`.
import PackageDescription

let harnesses = [
    "FuzzAmounts", "FuzzDates", "FuzzReceiptParser", "FuzzPreflight", "FuzzSearch", "FuzzReader",
]

let package = Package(
    name: "vault-fuzz",
    dependencies: [.package(name: "vault", path: "..")],
    targets: harnesses.map { name in
        .target(
            name: name,
            dependencies: [
                .product(name: "OCR", package: "vault"), .product(name: "Reading", package: "vault"),
                .product(name: "Vault", package: "vault"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
)
