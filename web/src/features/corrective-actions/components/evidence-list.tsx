import type { ReactNode } from "react";
import { Box, Flex, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LuFileText } from "react-icons/lu";
import { formatDateTime, formatFileSize, type CarEvidence } from "@aql-portal/shared";
import { PhotoThumbnail } from "../../../components/ui/photo-thumbnail";
import { isImageEvidence } from "./evidence-files";

/**
 * One evidence file: a photo as its thumbnail, a document as its sign, each opening the file in a new tab (its
 * link lives minutes: the page reads the CAR again before it expires); its name, size, who sent it and when.
 */
export function EvidenceFile({ evidence, action }: { evidence: CarEvidence; action?: ReactNode }) {
  const preview = isImageEvidence(evidence) ? (
    <PhotoThumbnail src={evidence.url} alt="" size="md" />
  ) : (
    <Flex
      boxSize="12"
      align="center"
      justify="center"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.muted"
      color="fg.muted"
      fontSize="xl"
    >
      <LuFileText aria-hidden="true" />
    </Flex>
  );
  return (
    <Flex layerStyle="card" px="3" py="2" gap="3" align="center" minW="0">
      {evidence.url ? (
        <Link
          href={evidence.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-hidden="true"
          tabIndex={-1}
          flexShrink="0"
        >
          {preview}
        </Link>
      ) : (
        <Box flexShrink="0">{preview}</Box>
      )}
      <Box flex="1" minW="0">
        {evidence.url ? (
          <Link
            href={evidence.url}
            target="_blank"
            rel="noopener noreferrer"
            fontWeight="medium"
            truncate
            display="block"
            title={evidence.fileName}
          >
            {evidence.fileName}
          </Link>
        ) : (
          <Text fontWeight="medium" truncate title={evidence.fileName}>
            {evidence.fileName}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {formatFileSize(evidence.size)} · {evidence.uploadedBy.name}, {formatDateTime(evidence.uploadedOn)}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}

/** Evidence files in a grid, as many across as fit. */
export function EvidenceList({ files }: { files: readonly CarEvidence[] }) {
  const { t } = useLingui();
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      minChildWidth="260px"
      gap="2"
      aria-label={t`Evidence`}
    >
      {files.map((evidence) => (
        <Box as="li" key={evidence.id} minW="0">
          <EvidenceFile evidence={evidence} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
